import { and, asc, eq, exists, or } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS, type ApprovalOrderType, type OrderType } from '@remit/contract/order';
import type { Db, Tx } from '../../db/client';
import { voidHoldTx } from '../../ledger/ledger.holds';
import { inTransaction } from '../../ledger/ledger.tx';
import { writeAudit } from '../../platform/audit';
import { approvalRules, permissions, rolePermissions, roles, users } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './order.repository';
import type { OrderRow } from './order.repository';
import { toOrderRecord } from './order.records';

/** The partner's maker-checker threshold for an order type and currency, if it has one. */
export const approvalThreshold = async (tx: Tx, partnerId: string, type: OrderType, currency: string) => {
  const [row] = await tx
    .select()
    .from(approvalRules)
    .where(
      and(
        eq(approvalRules.partnerId, partnerId),
        eq(approvalRules.orderType, type),
        eq(approvalRules.currency, currency),
      ),
    );
  return row?.threshold;
};

export const listApprovalRules = async (tx: Tx, partnerId: string) =>
  (await tx.select().from(approvalRules).where(eq(approvalRules.partnerId, partnerId))).map((r) => ({
    orderType: r.orderType as OrderType,
    currency: r.currency,
    threshold: toDecimal(r.threshold, r.currency),
  }));

export const setApprovalRule = async (
  tx: Tx,
  partnerId: string,
  type: OrderType,
  currency: string,
  threshold: bigint | null,
) => {
  const key = and(
    eq(approvalRules.partnerId, partnerId),
    eq(approvalRules.orderType, type),
    eq(approvalRules.currency, currency),
  );
  if (threshold === null) return tx.delete(approvalRules).where(key);
  return tx
    .insert(approvalRules)
    .values({ partnerId, orderType: type, currency, threshold })
    .onConflictDoUpdate({
      target: [approvalRules.partnerId, approvalRules.orderType, approvalRules.currency],
      set: { threshold, updatedAt: new Date() },
    });
};

/**
 * Who may act on an order awaiting approval: the partner's enabled users whose role holds `approve` on the
 * order type (an administrator role holds the whole catalogue), by name; the maker is left out by the caller.
 */
export const approverUsers = (tx: Tx, partnerId: string, type: ApprovalOrderType) =>
  tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.partnerId, partnerId),
        eq(users.status, 1),
        or(
          eq(roles.isAdmin, true),
          exists(
            tx
              .select({ one: rolePermissions.roleId })
              .from(rolePermissions)
              .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
              .where(
                and(
                  eq(rolePermissions.roleId, roles.id),
                  eq(permissions.moduleName, type),
                  eq(permissions.privilegeName, 'approve'),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(users.userName));

export const isAwaitingApproval = (o: Pick<OrderRow, 'status' | 'approvalRequired' | 'approvedBy'>) =>
  o.status === ORDER_STATUS.INITIAL && o.approvalRequired && !o.approvedBy;

/** Order statuses by name, for conflict messages ("an order that is completed cannot be …"). */
export const STATUS_NAME: Record<number, string> = {
  1: 'initial',
  2: 'failed',
  3: 'accepted',
  4: 'completed',
  5: 'refunded',
};

/**
 * The checks every decision makes on the locked order, in order. Returns `replay` when this exact decision
 * was already made under the same key (the caller answers the order as it is and does nothing).
 */
export const checkDecision = (
  actor: Actor,
  order: OrderRow | undefined,
  decision: 'approve' | 'reject',
  key: string | undefined,
): { order: OrderRow; replay: boolean } => {
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (key && order.decisionKey === key) {
    const made = order.approvedBy ? 'approve' : 'reject';
    if (made !== decision) throw new AppError('IDEMPOTENCY_MISMATCH');
    return { order, replay: true };
  }
  if (!isAwaitingApproval(order))
    throw new AppError('ORDER_STATUS_CONFLICT', { status: STATUS_NAME[order.status]!, action: decision });
  if (order.createdBy === actor.userId) throw new AppError('MAKER_CANNOT_APPROVE');
  return { order, replay: false };
};

/** What an approval writes on the order besides its status: the decision's key and time. */
export type Decided = { decisionKey: string | null; decidedAt: Date };

/**
 * A checker's decision on a waiting order, in one transaction: the order is locked and checked
 * (`checkDecision`); a reject releases its holds and fails it (status 2); an approve is `approve`'s to carry
 * out (withdrawal: to the bank; exchange: converted at the rate of the moment); either is audited. The same
 * key twice does one thing: the repeat answers the order as it is, with `replay`.
 */
export const decideOrder = (
  db: Db,
  actor: Actor,
  type: ApprovalOrderType,
  id: string,
  decision: 'approve' | 'reject',
  key: string | undefined,
  ctx: ChangeContext,
  approve: (tx: Tx, before: OrderRow, decided: Decided) => Promise<OrderRow>,
): Promise<{ order: OrderRow; replay: boolean }> =>
  inTransaction(db, async (tx) => {
    const checked = checkDecision(
      actor,
      await repo.findOrder(tx, actor.partnerId, id, type, true),
      decision,
      key,
    );
    if (checked.replay) return checked;
    const before = checked.order;
    const decided: Decided = { decisionKey: key ?? null, decidedAt: new Date() };
    let after: OrderRow;
    if (decision === 'approve') after = await approve(tx, before, decided);
    else {
      await voidHoldTx(tx, actor.partnerId, before.holdId!);
      if (before.feeHoldId) await voidHoldTx(tx, actor.partnerId, before.feeHoldId);
      after = await repo.setStatus(
        tx,
        before,
        ORDER_STATUS.FAILED,
        'rejected by the approver: money released',
        actor.userId,
        { ...decided, failureReason: 'Rejected by the approver' },
      );
    }
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      userId: actor.userId,
      action: decision,
      subject: type,
      subjectId: id,
      before: toOrderRecord(before),
      after: toOrderRecord(after),
      ip: ctx.ip,
    });
    return { order: after, replay: false };
  });
