import { and, eq } from 'drizzle-orm';
import { DEFAULT_BALANCE_CURRENCIES, toDecimal } from '@remit/contract/money';
import { ORDER_TYPES, type OrderType } from '@remit/contract/order';
import type { FeeRule, FeeScheduleRecord } from '@remit/contract/fee';
import type { Tx } from '../../db/client';
import { feeSchedules } from '../../db/schema/index';
import { defaultFeeRule } from './fee.defaults';

/** The partner's own rule for an order type and currency (the row, if it has one). */
const ruleOf = (partnerId: string, type: OrderType, currency: string) =>
  and(
    eq(feeSchedules.partnerId, partnerId),
    eq(feeSchedules.orderType, type),
    eq(feeSchedules.currency, currency),
  );

/** The rule an order pays: the partner's own, else the default (`isDefault`). */
export const feeRule = async (
  tx: Tx,
  partnerId: string,
  type: OrderType,
  currency: string,
): Promise<FeeRule & { isDefault: boolean }> => {
  const [row] = await tx
    .select()
    .from(feeSchedules)
    .where(ruleOf(partnerId, type, currency));
  return row
    ? { fixed: row.fixed, bps: row.bps, isDefault: false }
    : { ...defaultFeeRule(type, currency), isDefault: true };
};

/** The schedule the partner pays: its own rows over the defaults, for every order type and balance currency. */
export const listFees = async (tx: Tx, partnerId: string): Promise<FeeScheduleRecord[]> => {
  const own = await tx.select().from(feeSchedules).where(eq(feeSchedules.partnerId, partnerId));
  const key = (t: string, c: string) => `${t}:${c}`;
  const byKey = new Map(own.map((r) => [key(r.orderType, r.currency), r]));
  const currencies = [...new Set([...DEFAULT_BALANCE_CURRENCIES, ...own.map((r) => r.currency)])];
  return ORDER_TYPES.flatMap((orderType) =>
    currencies.map((currency) => {
      const row = byKey.get(key(orderType, currency));
      const rule = row ?? defaultFeeRule(orderType, currency);
      return {
        orderType,
        currency,
        fixed: toDecimal(rule.fixed, currency),
        bps: rule.bps,
        isDefault: !row,
      };
    }),
  );
};

export const setFee = async (tx: Tx, partnerId: string, type: OrderType, currency: string, rule: FeeRule) => {
  await tx
    .insert(feeSchedules)
    .values({ partnerId, orderType: type, currency, fixed: rule.fixed, bps: rule.bps })
    .onConflictDoUpdate({
      target: [feeSchedules.partnerId, feeSchedules.orderType, feeSchedules.currency],
      set: { fixed: rule.fixed, bps: rule.bps, updatedAt: new Date() },
    });
};

/** Drops the partner's own rule so the default applies again; the dropped row, if there was one. */
export const resetFee = async (tx: Tx, partnerId: string, type: OrderType, currency: string) => {
  const [row] = await tx
    .delete(feeSchedules)
    .where(ruleOf(partnerId, type, currency))
    .returning();
  return row;
};
