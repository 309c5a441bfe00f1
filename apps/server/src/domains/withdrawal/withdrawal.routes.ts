import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { orderDetail, orderRecord } from '@remit/contract/order';
import { sandboxOrderRequest, withdrawalCreateRequest } from '@remit/contract/withdrawal';
import { AppError } from '../../platform/errors';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { idempotencyKeyOf, orderListRoutes } from '../order/order.routes';
import type { OrdersService } from '../order/order.service';
import type { WithdrawalsService } from './withdrawal.service';

const tags = ['withdrawal-order'];

/** Withdrawal orders: list and detail, create, and the sandbox bank's controls. */
export const withdrawalRoutes =
  (deps: {
    orders: OrdersService;
    withdrawals: WithdrawalsService;
    sandbox: boolean;
  }): FastifyPluginAsyncZod =>
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

    // Sandbox controls (DESIGN §1): complete, fail or return a withdrawal, as the bank would.
    app.post(
      gatewayPath('withdrawal-order', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: { tags, body: sandboxOrderRequest, response: { 200: envelope(orderDetail) } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        if (!deps.sandbox) throw new AppError('SANDBOX_ONLY');
        await deps.withdrawals.applyOutcome(
          actor.partnerId,
          request.body.id,
          request.body.outcome,
          actor.userId,
        );
        return reply.ok(await deps.orders.get(actor, 'withdrawal', request.body.id));
      },
    );
  };
