import { describe, expect, it } from 'vitest';
import { movementsOf, openAmount } from './amounts';

const record = {
  messageType: 'authorization' as const,
  transactionAmount: '225.00',
  transactionCurrency: 'USD',
  reversedTransactionAmount: '225.00',
  settledTransactionAmount: '0.00',
  refundedBillingAmount: '0.00',
  billingCurrency: 'USD',
};

describe('an authorization’s amounts', () => {
  it('a fully reversed one keeps its amount, with the reversal beside it and nothing open', () => {
    expect(movementsOf(record)).toEqual([{ kind: 'reversed', amount: '225.00', currency: 'USD' }]);
    expect(openAmount(record)).toBe('0.00');
  });

  it('a partly reversed one in another currency has the rest open; a refund is in the billing currency', () => {
    const r = {
      ...record,
      transactionAmount: '1000',
      transactionCurrency: 'JPY',
      reversedTransactionAmount: '400',
      settledTransactionAmount: '600',
      refundedBillingAmount: '1.50',
    };
    expect(openAmount(r)).toBe('600');
    expect(movementsOf(r).map((m) => `${m.kind} ${m.amount} ${m.currency}`)).toEqual([
      'reversed 400 JPY',
      'cleared 600 JPY',
      'refunded 1.50 USD',
    ]);
  });

  it('the messages that follow an authorization show only their own amount', () => {
    expect(movementsOf({ ...record, messageType: 'reversal' })).toEqual([]);
  });
});
