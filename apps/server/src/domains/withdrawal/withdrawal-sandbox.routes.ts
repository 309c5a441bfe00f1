import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS, orderDetail } from '@remit/contract/order';
import { sandboxOrderRequest } from '@remit/contract/withdrawal';
import {
  SANDBOX_WITHDRAWAL_LIMIT,
  sandboxWithdrawalListData,
  sandboxWithdrawalListRequest,
} from '@remit/contract/withdrawal-sandbox';
import type { Db } from '../../db/client';
import { orders, partners } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { requireActor, type Actor } from '../../platform/session.plugin';
import type { OrdersService } from '../order/order.service';
import type { WithdrawalsService } from './withdrawal.service';

/**
 * The sandbox bank (DESIGN §1): what a real bank would decide about a withdrawal — complete, fail, return —
 * is the platform's to simulate, never the customer's. So only the operator may drive it, only in sandbox
 * mode, for any partner's withdrawal; everyone else learns nothing (404, as for an id they may not see).
 */
const operatorInSandbox = (actor: Actor, sandbox: boolean) => {
  if (!sandbox) throw new AppError('SANDBOX_ONLY');
  if (!actor.isOperator) throw new AppError('OPERATOR_ONLY');
};

export const withdrawalSandboxRoutes =
  (deps: {
    db: Db;
    orders: OrdersService;
    withdrawals: WithdrawalsService;
    sandbox: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.post(
      gatewayPath('withdrawal-order', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: {
          tags: ['withdrawal-order'],
          body: sandboxOrderRequest,
          response: { 200: envelope(orderDetail) },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        operatorInSandbox(actor, deps.sandbox);
        const [order] = await db
          .select({ partnerId: orders.partnerId })
          .from(orders)
          .where(and(eq(orders.id, request.body.id), eq(orders.type, 'withdrawal')));
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        // The customer's history shows the bank's outcome (no user), as a real bank's would read.
        await deps.withdrawals.applyOutcome(order.partnerId, request.body.id, request.body.outcome, null);
        return reply.ok(
          await deps.orders.get({ ...actor, partnerId: order.partnerId }, 'withdrawal', request.body.id),
        );
      },
    );
    app.post(
      gatewayPath('sandbox-withdrawal', 'list'),
      {
        config: { auth: { action: 'edit', subject: 'withdrawal' } },
        schema: {
          tags: ['withdrawal-order'],
          body: sandboxWithdrawalListRequest,
          response: { 200: envelope(sandboxWithdrawalListData) },
        },
      },
      async (request, reply) => {
        operatorInSandbox(requireActor(request), deps.sandbox);
        const rows = await db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            partnerName: partners.name,
            beneficiaryName: orders.beneficiaryName,
            currency: orders.currency,
            amount: orders.amount,
            status: orders.status,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(partners, eq(partners.id, orders.partnerId))
          .where(
            and(
              eq(orders.type, 'withdrawal'),
              inArray(orders.status, [ORDER_STATUS.ACCEPTED, ORDER_STATUS.COMPLETED]),
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(SANDBOX_WITHDRAWAL_LIMIT);
        return reply.ok(
          rows.map((r) => ({
            ...r,
            amount: toDecimal(r.amount, r.currency),
            createdAt: r.createdAt.toISOString(),
          })),
        );
      },
    );
  };
