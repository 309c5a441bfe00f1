import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import { orderRecord } from '@remit/contract/order';
import { merchantAccountsData, paymentCreateRequest } from '@remit/contract/payment';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
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
      app.post(
        gatewayPath(`${kind}-order`, 'create'),
        {
          config: { auth: { action: 'add', subject: kind } },
          schema: {
            tags: [`${kind}-order`],
            body: paymentCreateRequest,
            response: { 200: envelope(orderRecord) },
          },
        },
        async (request, reply) =>
          reply.ok(
            await deps.payments[kind](
              requireActor(request),
              request.body,
              idempotencyKeyOf(request),
              changeContext(request),
            ),
          ),
      );
    }
    app.post(
      gatewayPath('order-merchant', 'list'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: { tags: ['order'], body: gatewayBody, response: { 200: envelope(merchantAccountsData) } },
      },
      async (request, reply) => reply.ok(await deps.payments.merchantAccounts(requireActor(request))),
    );
  };
