import { and, asc, eq, exists, or } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import type { OrderType } from '@remit/contract/order';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { USER_STATUS } from '@remit/contract/user';
import type { Tx } from '../../db/client';
import { approvalRules, permissions, rolePermissions, roles, users } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';

/** The partner's maker-checker threshold for an order type and currency, if it has one. */
export const approvalThreshold = async (tx: Tx, partnerId: string, type: OrderType, currency: string) => {
  const row = await firstWhere(tx, approvalRules, { partnerId, orderType: type, currency });
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
        eq(users.status, USER_STATUS.ENABLED),
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
