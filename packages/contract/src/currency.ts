/**
 * Currencies and amounts in minor units, without the schemas: this module loads no schema library, so a
 * screen that only shows amounts (the dashboard) does not bring zod. `money.ts` adds the schemas.
 */
import { ISO_4217_CURRENT, ISO_4217_FUNDS, ISO_4217_WITHDRAWN } from './reference/iso4217';

export interface Currency {
  code: string;
  exponent: number;
  name: string;
}
const currency = ([code, exponent, name]: readonly [string, number, string, ...string[]]): Currency => ({
  code,
  exponent,
  name,
});

/**
 * The currencies offered and accepted for new accounts, beneficiaries and orders: ISO 4217's current
 * national currencies (reference/iso4217; no funds, metals or testing codes).
 */
export const CURRENCIES: Currency[] = ISO_4217_CURRENT.map(currency);

/**
 * Every code an amount can be read in: the offered ones, plus funds and withdrawn codes (ANG, BGN, CUC…)
 * that records made earlier may carry — shown with their exponent, never offered for anything new.
 */
export const KNOWN_CURRENCIES: Currency[] = [
  ...CURRENCIES,
  ...ISO_4217_FUNDS.map(currency),
  ...ISO_4217_WITHDRAWN.map(currency),
];

const exponents = new Map(KNOWN_CURRENCIES.map((c) => [c.code, c.exponent]));
const offered = new Set(CURRENCIES.map((c) => c.code));

/** The account-balance currencies (spec §3); configurable on the server. */
export const DEFAULT_BALANCE_CURRENCIES = ['USD', 'EUR', 'MXN', 'BRL'] as const;

/** A code amounts can be read and shown in (history included). */
export const isCurrency = (code: string) => exponents.has(code);
/** A code new accounts, beneficiaries and orders may use. */
export const isOfferedCurrency = (code: string) => offered.has(code);

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
