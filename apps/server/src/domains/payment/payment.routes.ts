import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayBody } from '@remit/contract/gateway';
import { orderRecord } from '@remit/contract/order';
import { merchantAccountsData, paymentCreateRequest } from '@remit/contract/payment';
import { gatewayRoutes } from '../../platform/gateway-route';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { PaymentsService } from './payment.service';

/**
 * Payments and transfers between the partner account and its merchants' accounts: they settle at once,
 * and share one request shape, so both are served here.
 */
export const paymentRoutes =
  (deps: { orders: OrdersService; payments: PaymentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of ['payment', 'transfer'] as const) {
      await app.register(orderListRoutes(deps.orders, `${kind}-order`, kind));
      gatewayRoutes(app, [`${kind}-order`]).route(
        `${kind}-order/create`,
        { auth: ['add', kind], body: paymentCreateRequest, data: orderRecord },
        ({ actor, body, ctx, request }) => deps.payments[kind](actor, body, idempotencyKeyOf(request), ctx),
      );
    }
    gatewayRoutes(app, ['order']).route(
      'order-merchant/list',
      { auth: ['view', 'account'], body: gatewayBody, data: merchantAccountsData },
      ({ actor }) => deps.payments.merchantAccounts(actor),
    );
  };
