import { and, asc, eq, exists, or } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS, type ApprovalOrderType, type OrderType } from '@remit/contract/orders';
import type { Tx } from '../../db/client';
import { approvalRules, permissions, rolePermissions, roles, users } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import type { OrderRow } from './orders.repository';

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
