import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import {
  feeListData,
  feePartnersData,
  feeResetRequest,
  feeSetRequest,
  partnerFeeRequest,
} from '@remit/contract/order';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { FeesService } from './fee.service';

const tags = ['fee'];

/**
 * The operator's fee schedule editor (issue 5): read a chosen partner's schedule, set or reset one rule.
 * The permission is the one the partner's own schedule is read with (withdrawal), then the service lets only
 * the operator through; every answer is the partner's whole schedule after the change.
 */
export const feesRoutes =
  (fees: FeesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('partner-fee', 'list'),
      {
        config: { auth: { action: 'view', subject: 'withdrawal' } },
        schema: { tags, body: gatewayBody, response: { 200: envelope(feePartnersData) } },
      },
      async (request, reply) => reply.ok(await fees.partners(requireActor(request))),
    );
    app.post(
      gatewayPath('partner-fee', 'get-by'),
      {
        config: { auth: { action: 'view', subject: 'withdrawal' } },
        schema: { tags, body: partnerFeeRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) => reply.ok(await fees.schedule(requireActor(request), request.body.partnerId)),
    );
    app.post(
      gatewayPath('partner-fee', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: { tags, body: feeSetRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) =>
        reply.ok(await fees.set(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('partner-fee', 'delete'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: { tags, body: feeResetRequest, response: { 200: envelope(feeListData) } },
      },
      async (request, reply) =>
        reply.ok(await fees.reset(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
