import { sql } from 'drizzle-orm';
import { TRANSACTION_STATUSES } from '@remit/contract/transaction';
import { rowsOf, type Tx } from '../../db/client';

/**
 * The money core's proofs as queries: each answers at most 50 rows that break one rule, for one partner
 * or (without `partnerId`) for all. `account.reconcile.ts` turns them into the report's sentences.
 */
const scope = (col: string, partnerId?: string) =>
  partnerId ? sql`${sql.raw(col)} = ${partnerId}::uuid` : sql`true`;

/** Customer postings with no account transaction. */
export const postingsMissingTransactions = (tx: Tx, partnerId?: string) =>
  rowsOf<{ id: string; account_id: string }>(
    tx,
    sql`select p.id::text as id, p.account_id::text as account_id from ledger_postings p
        join ledger_accounts a on a.id = p.account_id and a.is_customer
        left join account_transactions t on t.partner_id = p.partner_id and t.posting_id = p.id
        where ${scope('p.partner_id', partnerId)} and t.id is null limit 50`,
  );

/** Posted account transactions that differ from (or lack) their ledger posting. */
export const transactionsDifferingFromPostings = (tx: Tx, partnerId?: string) =>
  rowsOf<{ id: string }>(
    tx,
    sql`select t.id::text as id from account_transactions t
        left join ledger_postings p on p.id = t.posting_id and p.partner_id = t.partner_id
        where ${scope('t.partner_id', partnerId)} and t.hold_id is null and (p.id is null or p.amount <> t.amount or p.balance_after <> t.balance_after
          or p.account_id <> t.account_id or p.currency <> t.currency)
        limit 50`,
  );

/** Pending customer holds with no Pending account transaction. */
export const holdsMissingTransactions = (tx: Tx, partnerId?: string) =>
  rowsOf<{ id: string; account_id: string; remaining: string }>(
    tx,
    sql`select h.id::text as id, h.account_id::text as account_id, h.remaining::text as remaining
        from ledger_holds h join ledger_accounts a on a.id = h.account_id and a.is_customer
        left join account_transactions t on t.partner_id = h.partner_id and t.hold_id = h.id
        where ${scope('h.partner_id', partnerId)} and h.status = 'pending' and h.remaining > 0 and t.id is null limit 50`,
  );

/** Pending account transactions whose hold is gone, no longer pending, or holds something else. */
export const pendingTransactionsDifferingFromHolds = (tx: Tx, partnerId?: string) =>
  rowsOf<{ id: string; hold_id: string; status: string | null }>(
    tx,
    sql`select t.id::text as id, t.hold_id::text as hold_id, h.status from account_transactions t
        left join ledger_holds h on h.id = t.hold_id and h.partner_id = t.partner_id
        where ${scope('t.partner_id', partnerId)} and t.hold_id is not null and (h.id is null or h.status <> 'pending'
          or t.amount <> -h.remaining or t.account_id <> h.account_id or t.currency <> h.currency
          or t.status <> ${TRANSACTION_STATUSES.PENDING})
        limit 50`,
  );

/** Per-day counters that differ from the account transactions they count. */
export const dayCountersDifferingFromRows = (tx: Tx, partnerId?: string) =>
  rowsOf<{ account_id: string; day: string; type: number; status: number; n: string; actual: string }>(
    tx,
    sql`with actual as (
          select partner_id, account_id, (created_at at time zone 'UTC')::date as day, type, status, count(*) as n,
                 sum(greatest(amount, 0)) as credit, sum(greatest(-amount, 0)) as debit
          from account_transactions t where ${scope('t.partner_id', partnerId)} group by 1, 2, 3, 4, 5)
        select coalesce(a.account_id, d.account_id)::text as account_id, coalesce(a.day, d.day)::text as day,
               coalesce(a.type, d.type)::int as type, coalesce(a.status, d.status)::int as status,
               coalesce(d.n, 0)::text as n, coalesce(a.n, 0)::text as actual
        from actual a
        full join (select * from account_transaction_days d where ${scope('d.partner_id', partnerId)}) d
          on d.partner_id = a.partner_id and d.account_id = a.account_id and d.day = a.day and d.type = a.type and d.status = a.status
        where coalesce(a.n, 0) <> coalesce(d.n, 0) or coalesce(a.credit, 0) <> coalesce(d.credit, 0)
           or coalesce(a.debit, 0) <> coalesce(d.debit, 0)
        limit 50`,
  );

/** Deposits whose credited amount differs from what the ledger credited the partner for them. */
export const depositsDifferingFromLedger = (tx: Tx, partnerId?: string) =>
  rowsOf<{ order_no: string; status: string; credited: string; posted: string | null }>(
    tx,
    sql`select d.order_no, d.status, d.credited_amount::text as credited, (
          select sum(p.amount)::text from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.entry_id = d.entry_id and a.kind = 'partner') as posted
        from deposit_records d where ${scope('d.partner_id', partnerId)} and (
          (d.status = 'credited' and (d.entry_id is null or d.credited_amount <> coalesce((
            select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where p.entry_id = d.entry_id and a.kind = 'partner'), 0)))
          or (d.status <> 'credited' and (d.entry_id is not null or d.credited_amount <> 0)))
        limit 50`,
  );
