import { toDecimal, toMinor } from '@remit/contract/money';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';

type Amounts = Pick<
  AuthorizationRecord,
  | 'messageType'
  | 'transactionAmount'
  | 'transactionCurrency'
  | 'reversedTransactionAmount'
  | 'settledTransactionAmount'
  | 'refundedBillingAmount'
  | 'billingCurrency'
>;

/** What is still open of an authorization: what was authorized less what was reversed. */
export const openAmount = (r: Amounts) => {
  const c = r.transactionCurrency;
  return toDecimal(toMinor(r.transactionAmount, c) - toMinor(r.reversedTransactionAmount, c), c);
};

export type Movement = { kind: 'reversed' | 'cleared' | 'refunded'; amount: string; currency: string };

/**
 * What became of an authorization's amount (reversed, cleared, refunded), each in its own currency, leaving
 * out what is nothing; none for the messages that follow an authorization (their amount is the movement).
 */
export const movementsOf = (r: Amounts): Movement[] => {
  if (r.messageType !== 'authorization') return [];
  const all: Movement[] = [
    { kind: 'reversed', amount: r.reversedTransactionAmount, currency: r.transactionCurrency },
    { kind: 'cleared', amount: r.settledTransactionAmount, currency: r.transactionCurrency },
    { kind: 'refunded', amount: r.refundedBillingAmount, currency: r.billingCurrency },
  ];
  return all.filter((m) => toMinor(m.amount, m.currency) !== 0n);
};
