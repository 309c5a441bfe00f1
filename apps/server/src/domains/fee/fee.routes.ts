import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import {
  feeListData,
  feePartnersData,
  feeResetRequest,
  feeSetRequest,
  partnerFeeRequest,
} from '@remit/contract/fee';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { FeesService } from './fee.service';

const tags = ['fee'];

/**
 * Fees have their own permission: fee:view reads a schedule, fee:edit sets or resets one rule. A partner
 * reads its own schedule; the operator's editor reads and changes a chosen partner's. Fees are what the
 * platform charges a partner, so the editor's routes are operator only as well (a partner's user, whatever
 * its role, gets OPERATOR_ONLY); every answer is the partner's whole schedule after the change.
 */
export const feesRoutes =
  (fees: FeesService): FastifyPluginAsyncZod =>
  async (app) => {
    // The schedule the caller's own partner pays, as the order forms show it (read-only for partners).
    app.post(
      gatewayPath('order-fee', 'list'),
      {
        config: { auth: { action: 'view', subject: 'fee' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) => reply.ok(await fees.own(requireActor(request))),
    );
    app.post(
      gatewayPath('partner-fee', 'list'),
      {
        config: { auth: { action: 'view', subject: 'fee', operatorOnly: true } },
        schema: { tags, body: gatewayBody, response: { 200: envelope(feePartnersData) } },
      },
      async (request, reply) => reply.ok(await fees.partners()),
    );
    app.post(
      gatewayPath('partner-fee', 'get-by'),
      {
        config: { auth: { action: 'view', subject: 'fee', operatorOnly: true } },
        schema: { tags, body: partnerFeeRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) => reply.ok(await fees.schedule(request.body.partnerId)),
    );
    app.post(
      gatewayPath('partner-fee', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'fee', operatorOnly: true } },
        schema: { tags, body: feeSetRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) =>
        reply.ok(await fees.set(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('partner-fee', 'delete'),
      {
        config: { auth: { action: 'edit', subject: 'fee', operatorOnly: true } },
        schema: { tags, body: feeResetRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) =>
        reply.ok(await fees.reset(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
