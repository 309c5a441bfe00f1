import type { DepositRecord, TransactionRecord } from '@remit/contract/account';
import { isCurrency, toDecimal } from '@remit/contract/money';
import * as repo from './account.repository';

const abs = (v: bigint) => (v < 0n ? -v : v);

/** The wire form of the money lists' rows: money as decimal strings in the currency's exponent, ISO dates. */
export const toTransactionRecord = (r: repo.TxnRow): TransactionRecord => {
  const txnCurrency = r.txnCurrency && isCurrency(r.txnCurrency) ? r.txnCurrency : r.currency;
  const txnAmount = r.txnCurrency && r.txnAmount !== null ? abs(r.txnAmount) : abs(r.amount);
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    accountId: r.accountId,
    accountKind: r.accountKind,
    billingCurrency: r.currency,
    amount: toDecimal(abs(r.amount), r.currency),
    fee: toDecimal(r.fee, r.currency),
    balanceChange: toDecimal(repo.balanceChangeOf(r), r.currency),
    balanceAfter: toDecimal(r.balanceAfter, r.currency),
    transactionCurrency: txnCurrency,
    transactionAmount: toDecimal(txnAmount, txnCurrency),
    conversionRate: txnCurrency === r.currency ? null : r.rate,
    relatedTransactionId: r.relatedId,
    orderNo: r.orderNo,
    country: r.country,
    counterpartyAccountNumber: r.counterpartyAccount,
    counterpartyName: r.counterpartyName,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
  };
};

export const toDepositRecord = (r: repo.DepositRow): DepositRecord => ({
  id: r.id,
  orderNo: r.orderNo,
  creditCurrency: r.creditCurrency,
  creditedAmount: toDecimal(r.creditedAmount, r.creditCurrency),
  paidAmount: toDecimal(r.paidAmount, r.paymentCurrency),
  paymentCurrency: r.paymentCurrency,
  bankName: r.bankName,
  bankAccountNumber: r.bankAccountNumber,
  estimatedArrivalDate: r.estimatedArrivalDate,
  remark: r.remark,
  status: r.status,
  failureReason: r.failureReason,
  bankReference: r.bankReference,
  transactionId: r.transactionId,
  createdAt: r.createdAt.toISOString(),
  creditedAt: r.creditedAt ? r.creditedAt.toISOString() : null,
});
