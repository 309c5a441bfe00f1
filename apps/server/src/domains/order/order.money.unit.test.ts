import { describe, expect, it } from 'vitest';
import { computeFee } from '@remit/contract/order';
import { AppError } from '../../platform/errors';
import { convertDown, convertUp, effectiveRate, exchangeFigures, parseAmount } from './order.money';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as AppError).key;
  }
  return 'accepted';
};

describe('order amounts', () => {
  it('takes decimal strings within the currency exponent, refusing each problem with its own error', () => {
    expect(parseAmount('1234.50', 'USD')).toBe(123450n);
    expect(parseAmount('1200', 'JPY')).toBe(1200n);
    expect(refusal(() => parseAmount('1.005', 'USD'))).toBe('AMOUNT_TOO_MANY_DECIMALS');
    expect(refusal(() => parseAmount('1.5', 'JPY'))).toBe('AMOUNT_TOO_MANY_DECIMALS');
    expect(refusal(() => parseAmount('0', 'USD'))).toBe('AMOUNT_NOT_POSITIVE');
    expect(refusal(() => parseAmount('0.00', 'USD'))).toBe('AMOUNT_NOT_POSITIVE');
    expect(refusal(() => parseAmount('-5', 'USD'))).toBe('AMOUNT_NOT_POSITIVE');
    expect(refusal(() => parseAmount('1e3', 'USD'))).toBe('AMOUNT_FORMAT');
    expect(refusal(() => parseAmount('10', 'ZZZ'))).toBe('CURRENCY_NOT_SUPPORTED');
  });
});

describe('fees and FX arithmetic', () => {
  it('computes fixed + basis points rounded up, in integers', () => {
    expect(computeFee(100000n, { fixed: 500n, bps: 10 })).toBe(600n);
    expect(computeFee(1n, { fixed: 0n, bps: 50 })).toBe(1n);
    expect(computeFee(0n, { fixed: 0n, bps: 0 })).toBe(0n);
  });
  it('converts across exponents without floats, down for payouts and up for costs', () => {
    expect(convertDown(10000n, 'USD', 'EUR', '0.92')).toBe(9200n);
    expect(convertDown(10000n, 'USD', 'JPY', '151.237')).toBe(15123n);
    expect(convertUp(9200n, 'USD', 'EUR', '0.92')).toBe(10000n);
    expect(convertUp(1n, 'USD', 'EUR', '0.92')).toBe(2n);
    expect(effectiveRate(10000n, 9154n, 'USD', 'EUR')).toBe('0.91540000');
  });
  it('quotes a fixed sell and a fixed buy so that sell = net + fee and buy = net at mid', () => {
    const s = exchangeFigures('sell', 100000n, 'USD', 'EUR', '0.92', { fixed: 0n, bps: 50 });
    expect(s).toEqual({ sellAmount: 100000n, fee: 500n, net: 99500n, buyAmount: 91540n });
    const b = exchangeFigures('buy', 91540n, 'USD', 'EUR', '0.92', { fixed: 0n, bps: 50 });
    expect(b.net).toBe(99500n);
    expect(b.sellAmount).toBe(b.net + b.fee);
    expect(b.fee).toBe(computeFee(b.sellAmount, { fixed: 0n, bps: 50 }));
  });
});
