import { amountProblem } from '@remit/contract/order';
import { computeFee, type FeeRule } from '@remit/contract/fee';
import { exponentOf, isOfferedCurrency, MoneyError, toMinor } from '@remit/contract/money';
import { AppError } from '../../platform/errors';

/** The amount of an order in minor units, or the refusal that names what is wrong with it. */
export const parseAmount = (amount: string, currency: string): bigint => {
  if (!isOfferedCurrency(currency)) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency });
  const problem = amountProblem(amount, currency);
  if (problem === 'format') throw new AppError('AMOUNT_FORMAT');
  if (problem === 'notPositive') throw new AppError('AMOUNT_NOT_POSITIVE');
  if (problem === 'tooLarge') throw new AppError('AMOUNT_TOO_LARGE');
  if (problem === 'decimals')
    throw new AppError('AMOUNT_TOO_MANY_DECIMALS', { currency, decimals: exponentOf(currency) });
  return toMinor(amount, currency);
};

/**
 * A positive amount with no more decimals than its currency has, in minor units; otherwise the domain's own
 * refusal (`error`, whose text names the currency and its decimals), as deposits, collections, materials and
 * links word it.
 */
export const positiveMinor = (
  amount: string,
  currency: string,
  error:
    | 'DEPOSIT_AMOUNT_INVALID'
    | 'COLLECTION_AMOUNT_INVALID'
    | 'MATERIAL_AMOUNT_INVALID'
    | 'LINK_AMOUNT_INVALID',
) => {
  let minor = 0n;
  try {
    minor = toMinor(amount, currency);
  } catch (err) {
    if (!(err instanceof MoneyError)) throw err;
  }
  if (minor <= 0n) throw new AppError(error, { currency, decimals: exponentOf(currency) });
  return minor;
};

const RATE_SCALE = 12n;
const ONE = 10n ** RATE_SCALE;

/** "17.1" → 17100000000000n (12 decimals), from a decimal string only. */
export const rateToScaled = (rate: string): bigint => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(Number(RATE_SCALE), '0').slice(0, Number(RATE_SCALE)));
};

const pow10 = (n: number) => 10n ** BigInt(n);

/** Sell minor units → buy minor units at `rate` (buy per sell), rounded down (the platform never over-pays). */
export const convertDown = (sellMinor: bigint, sell: string, buy: string, rate: string) =>
  (sellMinor * rateToScaled(rate) * pow10(exponentOf(buy))) / (ONE * pow10(exponentOf(sell)));

/** Buy minor units → the sell minor units needed at `rate`, rounded up. */
export const convertUp = (buyMinor: bigint, sell: string, buy: string, rate: string) => {
  const num = buyMinor * ONE * pow10(exponentOf(sell));
  const den = rateToScaled(rate) * pow10(exponentOf(buy));
  return (num + den - 1n) / den;
};

/** The rate a partner gets in effect (buy ÷ sell including the fee), 8 decimals, for display. */
export const effectiveRate = (sellMinor: bigint, buyMinor: bigint, sell: string, buy: string) => {
  const scaled = (buyMinor * pow10(exponentOf(sell)) * 10n ** 8n) / (sellMinor * pow10(exponentOf(buy)));
  const digits = scaled.toString().padStart(9, '0');
  return `${digits.slice(0, -8)}.${digits.slice(-8)}`;
};

/**
 * An exchange quote's figures. Fixed sell: the fee (spread) comes off the sold amount and the rest is
 * exchanged at mid. Fixed buy: the sold amount is what buys `amount` at mid, plus the fee on the total.
 */
export const exchangeFigures = (
  fixedSide: 'sell' | 'buy',
  amount: bigint,
  sell: string,
  buy: string,
  mid: string,
  rule: FeeRule,
) => {
  if (fixedSide === 'sell') {
    const fee = computeFee(amount, rule);
    const net = amount - fee;
    const buyAmount = net > 0n ? convertDown(net, sell, buy, mid) : 0n;
    return { sellAmount: amount, fee, net, buyAmount };
  }
  const net = convertUp(amount, sell, buy, mid);
  // S = net + fixed + ceil(S·bps/10000)  ⇒  S = ceil((net + fixed)·10000 / (10000 − bps))
  const denominator = 10000n - BigInt(rule.bps);
  const sellAmount = ((net + rule.fixed) * 10000n + denominator - 1n) / denominator;
  return { sellAmount, fee: sellAmount - net, net, buyAmount: amount };
};
