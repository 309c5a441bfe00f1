import { describe, expect, it } from 'vitest';
import { bpsToPercent, feeSetRequest, fixedFitsCurrency, percentToBps } from './order';

const PARTNER = '01890000-0000-7000-8000-000000000000';
const issues = (body: object) => {
  const result = feeSetRequest.safeParse({ partnerId: PARTNER, orderType: 'withdrawal', ...body });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('fee percentages', () => {
  it('turn basis points into a two-decimal percentage and back, exactly', () => {
    expect([0, 1, 10, 50, 250, 2000].map(bpsToPercent)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.50',
      '2.50',
      '20.00',
    ]);
    expect(['0', '0.1', '0.10', '2.5', '20', '0.07'].map(percentToBps)).toEqual([0, 10, 10, 250, 2000, 7]);
    expect(['', '-1', '0.001', '1e2', 'abc', '1000'].map(percentToBps)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('a fee rule request', () => {
  it('takes a fixed amount within the currency decimals and 0 … 2000 bps', () => {
    expect(issues({ currency: 'USD', fixed: '7.25', bps: 25 })).toEqual([]);
    expect(issues({ currency: 'USD', fixed: '0', bps: 0 })).toEqual([]);
    expect(issues({ currency: 'JPY', fixed: '500', bps: 2000 })).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(issues({ currency: 'USD', fixed: '-1', bps: 10 })).toEqual(['fixed: validation.feeFixed']);
    expect(issues({ currency: 'USD', fixed: '1.005', bps: 10 })).toEqual(['fixed: validation.feeDecimals']);
    expect(issues({ currency: 'JPY', fixed: '1.5', bps: 10 })).toEqual(['fixed: validation.feeDecimals']);
    expect(issues({ currency: 'USD', fixed: '1', bps: 2001 })).toEqual(['bps: validation.feeBps']);
    expect(issues({ currency: 'USD', fixed: '1', bps: 1.5 })).toEqual(['bps: validation.feeBps']);
    expect(issues({ currency: 'XYZ', fixed: '1', bps: 1 })).toEqual(['currency: validation.currency']);
    expect(issues({ currency: 'USD', fixed: '1', bps: 1, orderType: 'card' })).toEqual([
      'orderType: validation.orderType',
    ]);
    expect(fixedFitsCurrency('5.1', 'USD')).toBe(true);
  });
});
