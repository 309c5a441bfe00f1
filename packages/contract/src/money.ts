import codes from 'currency-codes';
import { z } from 'zod';
import { amountInRange } from './text';

/**
 * ISO 4217 currencies with their exponents (JPY 0, USD 2, KWD 3). Funds, precious metals and
 * testing codes (X.. without a country currency) are left out; XAF, XOF, XPF and XCD are real currencies.
 */
const REAL_X = new Set(['XAF', 'XOF', 'XPF', 'XCD']);
export const CURRENCIES: { code: string; exponent: number; name: string }[] = codes.data
  .filter((c) => typeof c.digits === 'number' && (!c.code.startsWith('X') || REAL_X.has(c.code)))
  .map((c) => ({ code: c.code, exponent: c.digits, name: c.currency }));

const exponents = new Map(CURRENCIES.map((c) => [c.code, c.exponent]));

/** The account-balance currencies (spec §3); configurable on the server. */
export const DEFAULT_BALANCE_CURRENCIES = ['USD', 'EUR', 'MXN', 'BRL'] as const;

export const isCurrency = (code: string) => exponents.has(code);

export const exponentOf = (currency: string): number => {
  const e = exponents.get(currency);
  if (e === undefined) throw new MoneyError('currency', `Unknown currency ${currency}`);
  return e;
};

export class MoneyError extends Error {
  constructor(
    readonly reason: 'format' | 'decimals' | 'currency',
    message: string,
  ) {
    super(message);
  }
}

const DECIMAL = /^(-)?(\d{1,30})(?:\.(\d+))?$/;

/** "1234.50" USD → 123450n. Never a float: the string is split and read as integers. */
export const toMinor = (amount: string, currency: string): bigint => {
  const exponent = exponentOf(currency);
  const m = DECIMAL.exec(amount.trim());
  if (!m) throw new MoneyError('format', `Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = m;
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent)))
    throw new MoneyError('decimals', `${currency} allows at most ${exponent} decimals`);
  const minor = BigInt(whole! + fraction.slice(0, exponent).padEnd(exponent, '0'));
  return sign ? -minor : minor;
};

/** 123450n USD → "1234.50"; 1200n JPY → "1200". */
export const toDecimal = (minor: bigint, currency: string): string => {
  const exponent = exponentOf(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
};

export const currencyCode = z.string().length(3).refine(isCurrency, { error: 'validation.currency' });

/** A decimal string on the wire (DESIGN §4). Its decimals are checked against the currency where it is used. */
export const moneyString = z
  .string()
  .max(40)
  .regex(/^-?\d{1,30}(\.\d{1,6})?$/, { error: 'validation.amount' })
  .refine(amountInRange, { error: 'validation.amountRange' });
