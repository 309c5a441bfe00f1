import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

export type ReconcileReport = {
  ok: boolean;
  problems: string[];
  checked: { accounts: number; entries: number };
};

/**
 * Proves the ledger, for one partner or the whole platform:
 * postings balance per entry and currency; each account's balance is the sum of its postings and its
 * last running balance; on-hold equals its pending holds; no customer account is negative.
 */
export const reconcile = async (db: Db, partnerId?: string): Promise<ReconcileReport> => {
  const scope = (col: ReturnType<typeof sql.raw>) =>
    partnerId ? sql`${col} = ${partnerId}::uuid` : sql`true`;
  const problems: string[] = [];

  for (const r of await rowsOf<{ entry_id: string; currency: string; total: string }>(
    db,
    sql`select entry_id, currency, sum(amount)::text as total from ledger_postings
        where ${scope(sql.raw('partner_id'))} group by entry_id, currency having sum(amount) <> 0`,
  ))
    problems.push(`entry ${r.entry_id} does not balance in ${r.currency}: ${r.total}`);

  for (const r of await rowsOf<{ id: string; balance: string; total: string }>(
    db,
    sql`select a.id, a.balance::text as balance, coalesce(p.total, 0)::text as total
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = a.id
        where ${scope(sql.raw('a.partner_id'))} and a.balance <> coalesce(p.total, 0)`,
  ))
    problems.push(`account ${r.id} balance ${r.balance} differs from its postings ${r.total}`);

  for (const r of await rowsOf<{ id: string; balance: string; last: string }>(
    db,
    sql`select a.id, a.balance::text as balance, p.balance_after::text as last
        from ledger_accounts a
        join lateral (select balance_after from ledger_postings where account_id = a.id order by id desc limit 1) p on true
        where ${scope(sql.raw('a.partner_id'))} and p.balance_after <> a.balance`,
  ))
    problems.push(`account ${r.id} balance ${r.balance} differs from its last running balance ${r.last}`);

  for (const r of await rowsOf<{ id: string; on_hold: string; held: string }>(
    db,
    sql`select a.id, a.on_hold::text as on_hold, coalesce(h.held, 0)::text as held
        from ledger_accounts a
        left join (select account_id, sum(remaining) as held from ledger_holds where status = 'pending' group by account_id) h on h.account_id = a.id
        where ${scope(sql.raw('a.partner_id'))} and a.on_hold <> coalesce(h.held, 0)`,
  ))
    problems.push(`account ${r.id} on hold ${r.on_hold} differs from its pending holds ${r.held}`);

  for (const r of await rowsOf<{ id: string; balance: string; on_hold: string }>(
    db,
    sql`select id, balance::text as balance, on_hold::text as on_hold from ledger_accounts
        where ${scope(sql.raw('partner_id'))} and is_customer and (balance < 0 or balance - on_hold < 0)`,
  ))
    problems.push(`customer account ${r.id} is negative: balance ${r.balance}, on hold ${r.on_hold}`);

  for (const r of await rowsOf<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance)::text as total from ledger_accounts where ${scope(sql.raw('partner_id'))}
        group by currency having sum(balance) <> 0`,
  ))
    problems.push(`balances in ${r.currency} sum to ${r.total}, not zero`);

  const [counts] = await rowsOf<{ accounts: number; entries: number }>(
    db,
    sql`select (select count(*)::int from ledger_accounts where ${scope(sql.raw('partner_id'))}) as accounts,
               (select count(*)::int from ledger_entries where ${scope(sql.raw('partner_id'))}) as entries`,
  );
  return { ok: problems.length === 0, problems, checked: counts ?? { accounts: 0, entries: 0 } };
};
