import { ORDER_STATUS, type OrderRecord } from '@remit/contract/order';
import type { ApprovalDecisionRequest, ApprovalOrderType } from '@remit/contract/approval';
import type { Db, Tx } from '../../db/client';
import { voidHoldTx } from '../../ledger/ledger.holds';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './order.repository';
import type { OrderRow } from './order.repository';
import { toOrderRecord } from './order.records';
import { refuseSelfReview } from '../../platform/maker-checker';

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
  refuseSelfReview(actor, 'order', order.createdBy);
  return { order, replay: false };
};

/** What decides a waiting order of one type: that order domain's service. */
export type Decider = {
  decide(
    actor: Actor,
    id: string,
    decision: ApprovalDecisionRequest['decision'],
    key: string | undefined,
    ctx: ChangeContext,
  ): Promise<OrderRecord>;
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
      ...auditFrom(type)(actor, ctx, id),
      action: decision,
      before: toOrderRecord(before),
      after: toOrderRecord(after),
    });
    return { order: after, replay: false };
  });
