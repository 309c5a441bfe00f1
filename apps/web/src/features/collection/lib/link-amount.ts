import { toDecimal, toMinor } from '@remit/contract/money';

/** An amount in minor units, or null when it is not a decimal the currency can carry. */
export const minorOrNull = (amount: string, currency: string): bigint | null => {
  try {
    return /^\d+(\.\d+)?$/.test(amount.trim()) ? toMinor(amount, currency) : null;
  } catch {
    return null;
  }
};

/** The smaller of two linkable amounts, as a decimal (the link dialog's default). */
export const smallerOf = (a: string, b: string, currency: string) => {
  const x = minorOrNull(a, currency) ?? 0n;
  const y = minorOrNull(b, currency) ?? 0n;
  return toDecimal(x < y ? x : y, currency);
};

/**
 * Why a link amount cannot be sent: empty, not a positive amount in the currency's decimals, or above what
 * either side can still link. Null when it can be sent (the server checks again).
 */
export const linkAmountProblem = (
  amount: string,
  currency: string,
  linkables: string[],
): 'required' | 'invalid' | 'exceeds' | null => {
  if (!amount.trim()) return 'required';
  const minor = minorOrNull(amount, currency);
  if (minor === null || minor <= 0n) return 'invalid';
  return linkables.some((l) => minor > (minorOrNull(l, currency) ?? 0n)) ? 'exceeds' : null;
};
