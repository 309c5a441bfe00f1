import { MoneyError, toDecimal, toMinor } from '@remit/contract/money';

export type MoveKind = 'topUp' | 'withdraw';

/** An amount the currency takes, above zero; null when it is not one. */
export const validAmount = (amount: string, currency: string): bigint | null => {
  try {
    const minor = toMinor(amount, currency);
    return minor > 0n ? minor : null;
  } catch (e) {
    if (e instanceof MoneyError) return null;
    throw e;
  }
};

/**
 * The balances after a move: a top-up takes from the merchant account and adds to the card's; a withdrawal
 * the other way round. Null where a balance is not known.
 */
export const balancesAfter = (
  kind: MoveKind,
  amount: string,
  currency: string,
  card: string,
  merchant: string | null,
) => {
  const minor = validAmount(amount, currency) ?? 0n;
  const sign = kind === 'topUp' ? 1n : -1n;
  return {
    card: toDecimal(toMinor(card, currency) + sign * minor, currency),
    merchant: merchant === null ? null : toDecimal(toMinor(merchant, currency) - sign * minor, currency),
  };
};

/** A fresh idempotency key, made when the form opens, so a repeated Confirm moves the money once. */
export const newIdempotencyKey = (kind: MoveKind) => `card-${kind}-${crypto.randomUUID()}`;
