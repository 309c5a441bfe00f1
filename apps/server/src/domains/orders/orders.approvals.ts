import { and, eq } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import type { OrderType } from '@remit/contract/orders';
import type { Tx } from '../../db/client';
import { approvalRules } from '../../db/schema/index';

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
