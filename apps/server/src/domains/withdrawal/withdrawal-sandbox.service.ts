import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS } from '@remit/contract/order';
import type { SandboxOrderRequest } from '@remit/contract/withdrawal';
import { SANDBOX_WITHDRAWAL_LIMIT } from '@remit/contract/withdrawal-sandbox';
import type { Db } from '../../db/client';
import { AppError, foundOr } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import type { OrdersService } from '../order/order.service';
import { orderPartnerId, ordersAcrossPartners } from '../order/order.repository';
import type { WithdrawalsService } from './withdrawal.service';

/**
 * The sandbox bank (DESIGN §1): what a real bank would decide about a withdrawal — complete, fail, return —
 * is the platform's to simulate, never the customer's. So only the operator may drive it (the routes' gate:
 * everyone else learns nothing, 404 as for an id they may not see), only in sandbox mode, for any partner's
 * withdrawal.
 */
const inSandbox = (sandbox: boolean) => {
  if (!sandbox) throw new AppError('SANDBOX_ONLY');
};

export const createWithdrawalSandboxService = (deps: {
  db: Db;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  sandbox: boolean;
}) => ({
  /** The bank's outcome for one withdrawal, as the customer's history will show it. */
  async call(actor: Actor, input: SandboxOrderRequest) {
    inSandbox(deps.sandbox);
    const partnerId = foundOr(await orderPartnerId(deps.db, input.id, 'withdrawal'), 'ORDER_NOT_FOUND');
    // The customer's history shows the bank's outcome (no user), as a real bank's would read.
    await deps.withdrawals.applyOutcome(partnerId, input.id, input.outcome, null);
    return deps.orders.get({ ...actor, partnerId }, 'withdrawal', input.id);
  },

  /** Every partner's withdrawals still at the bank (or completed, which the bank may yet return). */
  async list() {
    inSandbox(deps.sandbox);
    const rows = await ordersAcrossPartners(
      deps.db,
      'withdrawal',
      [ORDER_STATUS.ACCEPTED, ORDER_STATUS.COMPLETED],
      SANDBOX_WITHDRAWAL_LIMIT,
    );
    return rows.map((r) => ({
      ...r,
      amount: toDecimal(r.amount, r.currency),
      createdAt: r.createdAt.toISOString(),
    }));
  },
});

export type WithdrawalSandboxService = ReturnType<typeof createWithdrawalSandboxService>;
