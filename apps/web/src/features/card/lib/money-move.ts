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

/** One account's available balance before a move and after it. */
export type BeforeAfter = { before: string; after: string };

/**
 * What a move's review shows of each account: its available balance before and after (one figure, the
 * one the card's header and the merchant's Balances show). A top-up takes from the merchant account and
 * adds to the card's; a withdrawal the other way round. Null where a balance is not known.
 */
export const availableAfter = (
  kind: MoveKind,
  amount: string,
  currency: string,
  cardAvailable: string,
  merchantAvailable: string | null,
): { card: BeforeAfter; merchant: BeforeAfter | null } => {
  const minor = validAmount(amount, currency) ?? 0n;
  const sign = kind === 'topUp' ? 1n : -1n;
  const moved = (before: string, by: bigint) => ({
    before,
    after: toDecimal(toMinor(before, currency) + by, currency),
  });
  return {
    card: moved(cardAvailable, sign * minor),
    merchant: merchantAvailable === null ? null : moved(merchantAvailable, -sign * minor),
  };
};

/** A fresh idempotency key, made when the form opens, so a repeated Confirm moves the money once. */
export const newIdempotencyKey = (kind: MoveKind) => `card-${kind}-${crypto.randomUUID()}`;
