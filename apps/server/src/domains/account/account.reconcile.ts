import type { Db } from '../../db/client';
import * as repo from './account-reconcile.repository';

export type MoneyReconcileReport = { ok: boolean; problems: string[] };

/**
 * The money core's own proofs, beside the ledger's `reconcile()`: every customer posting is listed
 * once in account_transactions with its amount and running balance; every pending hold on a customer account
 * is listed once as a Pending row (status 11) with the amount it holds, and no other Pending row exists; the
 * per-day counters equal the rows they count; a credited deposit has its ledger credit, a pending or failed
 * one has none.
 */
export const reconcileMoney = async (db: Db, partnerId?: string): Promise<MoneyReconcileReport> => {
  const problems: string[] = [];

  for (const r of await repo.postingsMissingTransactions(db, partnerId))
    problems.push(`posting ${r.id} on account ${r.account_id} is missing from account transactions`);

  for (const r of await repo.transactionsDifferingFromPostings(db, partnerId))
    problems.push(`account transaction ${r.id} differs from its ledger posting`);

  // Pending rows match pending holds exactly: one per pending customer hold, same account, currency and
  // amount held; none for a hold that was posted or voided, or that does not exist.
  for (const r of await repo.holdsMissingTransactions(db, partnerId))
    problems.push(
      `pending hold ${r.id} of ${r.remaining} on account ${r.account_id} is missing from account transactions`,
    );

  for (const r of await repo.pendingTransactionsDifferingFromHolds(db, partnerId))
    problems.push(
      r.status && r.status !== 'pending'
        ? `pending account transaction ${r.id} lists hold ${r.hold_id}, which is ${r.status}`
        : `pending account transaction ${r.id} differs from its hold ${r.hold_id}`,
    );

  for (const r of await repo.dayCountersDifferingFromRows(db, partnerId))
    problems.push(
      `transaction counter of account ${r.account_id} on ${r.day} (type ${r.type}, status ${r.status}) says ${r.n}, the rows say ${r.actual}`,
    );

  for (const r of await repo.depositsDifferingFromLedger(db, partnerId))
    problems.push(
      `deposit ${r.order_no} is ${r.status} with credited amount ${r.credited} but the ledger credited ${r.posted ?? 'nothing'}`,
    );

  return { ok: problems.length === 0, problems };
};
