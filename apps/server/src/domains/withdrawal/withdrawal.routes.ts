import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { orderRecord } from '@remit/contract/order';
import { withdrawalCreateRequest } from '@remit/contract/withdrawal';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { WithdrawalsService } from './withdrawal.service';

const tags = ['withdrawal-order'];

/** Withdrawal orders: list and detail, and create (the sandbox bank's controls are withdrawal-sandbox.routes.ts). */
export const withdrawalRoutes =
  (deps: { orders: OrdersService; withdrawals: WithdrawalsService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(orderListRoutes(deps.orders, 'withdrawal-order', 'withdrawal'));

    app.post(
      gatewayPath('withdrawal-order', 'create'),
      {
        config: { auth: { action: 'add', subject: 'withdrawal' } },
        schema: { tags, body: withdrawalCreateRequest, response: { 200: envelope(orderRecord) } },
      },
      async (request, reply) =>
        reply.ok(
          await deps.withdrawals.create(
            requireActor(request),
            request.body,
            idempotencyKeyOf(request),
            changeContext(request),
          ),
        ),
    );
  };
