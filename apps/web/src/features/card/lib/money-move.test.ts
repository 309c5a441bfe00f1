import { describe, expect, it } from 'vitest';
import { availableAfter, newIdempotencyKey, validAmount } from './money-move';

describe('card money moves', () => {
  it('takes amounts above zero in the currency’s decimals only', () => {
    expect(validAmount('10.00', 'USD')).toBe(1000n);
    expect(validAmount('0', 'USD')).toBeNull();
    expect(validAmount('1.005', 'USD')).toBeNull();
    expect(validAmount('abc', 'USD')).toBeNull();
  });

  it('shows each account’s available balance before and after a top-up and a withdrawal, without floats', () => {
    expect(availableAfter('topUp', '10.00', 'USD', '300.00', '2050.00')).toEqual({
      card: { before: '300.00', after: '310.00' },
      merchant: { before: '2050.00', after: '2040.00' },
    });
    expect(availableAfter('withdraw', '0.10', 'USD', '0.30', null)).toEqual({
      card: { before: '0.30', after: '0.20' },
      merchant: null,
    });
  });

  it('makes a new key each time, in the form the server takes', () => {
    const a = newIdempotencyKey('topUp');
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(newIdempotencyKey('topUp')).not.toBe(a);
  });
});
