import { describe, expect, it } from 'vitest';
import { followUpsOf, isAmount, isCurrency, isMcc } from './network-form';

describe('the sandbox network form', () => {
  it('checks amounts, MCCs and currencies as the contract does', () => {
    expect(isAmount('12.34')).toBe(true);
    expect(isAmount('0')).toBe(false);
    expect(isAmount('1.1234567')).toBe(false);
    expect(isAmount('-1')).toBe(false);
    expect(isMcc('5999')).toBe(true);
    expect(isMcc('599')).toBe(false);
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
  });

  it('offers clear and reverse on open approvals, refund on settled ones, nothing otherwise', () => {
    const auth = { recordType: 'cardAuthorization', authStatus: 'approval' };
    expect(followUpsOf({ ...auth, settleStatus: 'unsettled' })).toEqual(['clearing', 'reversal']);
    expect(followUpsOf({ ...auth, settleStatus: 'partialSettled' })).toEqual(['refund']);
    expect(followUpsOf({ ...auth, settleStatus: 'reversed' })).toEqual([]);
    expect(followUpsOf({ ...auth, authStatus: 'declined', settleStatus: null })).toEqual([]);
    expect(
      followUpsOf({ recordType: 'cardSettlement', authStatus: 'approval', settleStatus: 'settled' }),
    ).toEqual([]);
  });
});
