import { exponentOf } from '@remit/contract/money';
import type { OrderType } from '@remit/contract/order';
import type { FeeRule } from '@remit/contract/fee';

/**
 * Default fees when a partner has no rule of its own: a withdrawal costs 5 units of its currency plus
 * 0.1 %; an exchange's spread is 0.5 % of the sold amount; payments and transfers between a partner's
 * own accounts are free.
 */
const DEFAULTS: Record<OrderType, { fixedUnits: number; bps: number }> = {
  withdrawal: { fixedUnits: 5, bps: 10 },
  exchange: { fixedUnits: 0, bps: 50 },
  payment: { fixedUnits: 0, bps: 0 },
  transfer: { fixedUnits: 0, bps: 0 },
};

export const defaultFeeRule = (type: OrderType, currency: string): FeeRule => ({
  fixed: BigInt(DEFAULTS[type].fixedUnits) * 10n ** BigInt(exponentOf(currency)),
  bps: DEFAULTS[type].bps,
});
