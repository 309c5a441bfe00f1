import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayBody } from '@remit/contract/gateway';
import {
  feeListData,
  feePartnersData,
  feeResetRequest,
  feeSetRequest,
  partnerFeeRequest,
} from '@remit/contract/fee';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { FeesService } from './fee.service';

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
    gatewayRoutes(app, ['order']).route(
      'order-fee/list',
      { auth: ['view', 'fee'], body: gatewayBody, data: feeListData },
      ({ actor }) => fees.own(actor),
    );
    const { route } = gatewayRoutes(app, ['fee']);
    const view = { action: 'view', subject: 'fee', operatorOnly: true } as const;
    const edit = { ...view, action: 'edit' } as const;
    route('partner-fee/list', { auth: view, body: gatewayBody, data: feePartnersData }, () =>
      fees.partners(),
    );
    route('partner-fee/get-by', { auth: view, body: partnerFeeRequest, data: feeListData }, ({ body }) =>
      fees.schedule(body.partnerId),
    );
    route(
      'partner-fee/update',
      { auth: edit, body: feeSetRequest, data: feeListData, message: 'SAVED' },
      ({ actor, body, ctx }) => fees.set(actor, body, ctx),
    );
    route(
      'partner-fee/delete',
      { auth: edit, body: feeResetRequest, data: feeListData, message: 'SAVED' },
      ({ actor, body, ctx }) => fees.reset(actor, body, ctx),
    );
  };
