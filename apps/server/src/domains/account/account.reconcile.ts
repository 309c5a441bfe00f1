import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './account.repository';

export type MoneyReconcileReport = { ok: boolean; problems: string[] };

/**
 * The money core's own proofs (issue 4), beside the ledger's `reconcile()`: every customer posting is listed
 * once in account_transactions with its amount and running balance; every pending hold on a customer account
 * is listed once as a Pending row (status 11) with the amount it holds, and no other Pending row exists; the
 * per-day counters equal the rows they count; a credited deposit has its ledger credit, a pending or failed
 * one has none.
 */
export const reconcileMoney = async (db: Db, partnerId?: string): Promise<MoneyReconcileReport> => {
  const scope = (col: string) => (partnerId ? sql`${sql.raw(col)} = ${partnerId}::uuid` : sql`true`);
  const problems: string[] = [];

  for (const r of await rowsOf<{ id: string; account_id: string }>(
    db,
    sql`select p.id::text as id, p.account_id::text as account_id from ledger_postings p
        join ledger_accounts a on a.id = p.account_id and a.is_customer
        left join account_transactions t on t.partner_id = p.partner_id and t.posting_id = p.id
        where ${scope('p.partner_id')} and t.id is null limit 50`,
  ))
    problems.push(`posting ${r.id} on account ${r.account_id} is missing from account transactions`);

  for (const r of await rowsOf<{ id: string }>(
    db,
    sql`select t.id::text as id from account_transactions t
        left join ledger_postings p on p.id = t.posting_id and p.partner_id = t.partner_id
        where ${scope('t.partner_id')} and t.hold_id is null and (p.id is null or p.amount <> t.amount or p.balance_after <> t.balance_after
          or p.account_id <> t.account_id or p.currency <> t.currency)
        limit 50`,
  ))
    problems.push(`account transaction ${r.id} differs from its ledger posting`);

  // Pending rows match pending holds exactly: one per pending customer hold, same account, currency and
  // amount held; none for a hold that was posted or voided, or that does not exist.
  for (const r of await rowsOf<{ id: string; account_id: string; remaining: string }>(
    db,
    sql`select h.id::text as id, h.account_id::text as account_id, h.remaining::text as remaining
        from ledger_holds h join ledger_accounts a on a.id = h.account_id and a.is_customer
        left join account_transactions t on t.partner_id = h.partner_id and t.hold_id = h.id
        where ${scope('h.partner_id')} and h.status = 'pending' and h.remaining > 0 and t.id is null limit 50`,
  ))
    problems.push(
      `pending hold ${r.id} of ${r.remaining} on account ${r.account_id} is missing from account transactions`,
    );

  for (const r of await rowsOf<{ id: string; hold_id: string; status: string | null }>(
    db,
    sql`select t.id::text as id, t.hold_id::text as hold_id, h.status from account_transactions t
        left join ledger_holds h on h.id = t.hold_id and h.partner_id = t.partner_id
        where ${scope('t.partner_id')} and t.hold_id is not null and (h.id is null or h.status <> 'pending'
          or t.amount <> -h.remaining or t.account_id <> h.account_id or t.currency <> h.currency or t.status <> 11)
        limit 50`,
  ))
    problems.push(
      r.status && r.status !== 'pending'
        ? `pending account transaction ${r.id} lists hold ${r.hold_id}, which is ${r.status}`
        : `pending account transaction ${r.id} differs from its hold ${r.hold_id}`,
    );

  for (const r of await rowsOf<{
    account_id: string;
    day: string;
    type: number;
    status: number;
    n: string;
    actual: string;
  }>(
    db,
    sql`with actual as (
          select partner_id, account_id, (created_at at time zone 'UTC')::date as day, type, status, count(*) as n,
                 sum(greatest(amount, 0)) as credit, sum(greatest(-amount, 0)) as debit
          from account_transactions t where ${scope('t.partner_id')} group by 1, 2, 3, 4, 5)
        select coalesce(a.account_id, d.account_id)::text as account_id, coalesce(a.day, d.day)::text as day,
               coalesce(a.type, d.type)::int as type, coalesce(a.status, d.status)::int as status,
               coalesce(d.n, 0)::text as n, coalesce(a.n, 0)::text as actual
        from actual a
        full join (select * from account_transaction_days d where ${scope('d.partner_id')}) d
          on d.partner_id = a.partner_id and d.account_id = a.account_id and d.day = a.day and d.type = a.type and d.status = a.status
        where coalesce(a.n, 0) <> coalesce(d.n, 0) or coalesce(a.credit, 0) <> coalesce(d.credit, 0)
           or coalesce(a.debit, 0) <> coalesce(d.debit, 0)
        limit 50`,
  ))
    problems.push(
      `transaction counter of account ${r.account_id} on ${r.day} (type ${r.type}, status ${r.status}) says ${r.n}, the rows say ${r.actual}`,
    );

  for (const r of await rowsOf<{ order_no: string; status: string; credited: string; posted: string | null }>(
    db,
    sql`select d.order_no, d.status, d.credited_amount::text as credited, (
          select sum(p.amount)::text from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.entry_id = d.entry_id and a.kind = 'partner') as posted
        from deposit_records d where ${scope('d.partner_id')} and (
          (d.status = 'credited' and (d.entry_id is null or d.credited_amount <> coalesce((
            select sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where p.entry_id = d.entry_id and a.kind = 'partner'), 0)))
          or (d.status <> 'credited' and (d.entry_id is not null or d.credited_amount <> 0)))
        limit 50`,
  ))
    problems.push(
      `deposit ${r.order_no} is ${r.status} with credited amount ${r.credited} but the ledger credited ${r.posted ?? 'nothing'}`,
    );

  return { ok: problems.length === 0, problems };
};
