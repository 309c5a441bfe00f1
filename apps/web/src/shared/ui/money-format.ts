import { exponentOf, isCurrency } from '@remit/contract/currency';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A wire amount ("1234.5", currency USD) as people read it ("1,234.50"): the currency's exponent decides
 * the decimals; grouping works on the digits of the string, never through a float (DESIGN §5).
 * With `signed`, a positive non-zero amount gets a leading "+".
 */
export const formatMoney = (amount: string, currency: string, { signed = false } = {}): string => {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return amount;
  const [, minus, whole = '0', rawFraction = ''] = m;
  const exponent = isCurrency(currency) ? exponentOf(currency) : rawFraction.length;
  // Never drop significant digits: a longer fraction than the exponent is shown as it came.
  const fraction =
    rawFraction.length >= exponent
      ? rawFraction.replace(/0+$/, '').padEnd(exponent, '0')
      : rawFraction.padEnd(exponent, '0');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const groupedWhole = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = !/[1-9]/.test(digits + fraction);
  const sign = minus && !isZero ? '-' : signed && !isZero ? '+' : '';
  return `${sign}${groupedWhole}${fraction ? `.${fraction}` : ''}`;
};

/** Negative, zero or positive, read from the string (for colours). */
export const signOf = (amount: string): -1 | 0 | 1 =>
  !/[1-9]/.test(amount) ? 0 : amount.trim().startsWith('-') ? -1 : 1;
