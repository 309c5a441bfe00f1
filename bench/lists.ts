/**
 * The account-transactions list on a partner holding 1,000,000 transactions: p95 of page 1 and of
 * page 1,000, with and without filters, by keyset (the cursor the previous page hands out) and by plain
 * offset, each call answering its exact total as the route does (service level, in process).
 *
 * The history is written with generate_series in a few statements: balanced two-leg entries (deposits, fees,
 * transfers out) with running balances, their account-transaction rows and day counters — then proved by a
 * full reconcile (ledger and money core) before anything is measured.
 *
 * Database: with DATABASE_URL, a fresh database on that server (dropped afterwards), else PGlite in a temp folder.
 * BENCH_TRANSACTIONS (default 1000000), BENCH_ITERATIONS (default 100). Prints its figures as the last lines.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TransactionPageData } from '@remit/contract/account';
import type { DbHandle } from '../apps/server/src/db/client';
import { partners } from '../apps/server/src/db/schema/index';
import { createAccountsService } from '../apps/server/src/domains/account/account.service';
import { reconcileMoney } from '../apps/server/src/domains/account/account.reconcile';
import { ensureAccount, partnerAccount, platformAccount } from '../apps/server/src/ledger/ledger.accounts';
import { reconcile } from '../apps/server/src/ledger/ledger.reconcile';
import { newId } from '../apps/server/src/platform/crypto';
import type { Actor } from '../apps/server/src/platform/session.plugin';
import { benchDatabase, machine } from './ledger';

const N = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);

/** N transactions over the last 90 days, alternating USD and EUR: +deposit, +deposit, −fee, −transfer out. */
const seedHistory = async (handle: DbHandle, partnerId: string) => {
  const db = handle.db;
  const acct = async (ref: Parameters<typeof ensureAccount>[1]) => (await ensureAccount(db, ref)).id;
  const pu = await acct(partnerAccount(partnerId, 'USD'));
  const pe = await acct(partnerAccount(partnerId, 'EUR'));
  const bu = await acct(platformAccount(partnerId, 'platform_bank', 'USD'));
  const be = await acct(platformAccount(partnerId, 'platform_bank', 'EUR'));
  const fu = await acct(platformAccount(partnerId, 'platform_fees', 'USD'));
  const fe = await acct(platformAccount(partnerId, 'platform_fees', 'EUR'));
  const P = sql`${partnerId}::uuid`;
  await db.transaction(async (tx) => {
    // Bulk load: the per-row FK and deferred balance triggers are skipped; reconcile proves the result below.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into ledger_entries (id, partner_id, type, idempotency_key, request_hash, description, metadata, created_at)
      select md5(${partnerId} || ':' || i)::uuid, ${P},
        case (i / 2) % 4 when 2 then 500 when 3 then 121 else 100 end,
        'bench-' || i, md5(i::text) || md5(i::text),
        case (i / 2) % 4 when 2 then 'Incoming wire fee' when 3 then 'Transfer to supplier' else 'Deposit' end,
        case (i / 2) % 4 when 2 then null when 3
          then jsonb_build_object('txn', jsonb_build_object('counterpartyName', 'Bench Supplier Co.', 'country', 'CN'))
          else jsonb_build_object('orderNo', 'DPB' || lpad(i::text, 9, '0'),
            'txn', jsonb_build_object('counterpartyName', 'Bench Payer LLC', 'country', 'US')) end,
        now() - interval '90 days' + (i * (7776000.0 / ${N})) * interval '1 second'
      from generate_series(0, ${N - 1}) i`);
    await tx.execute(sql`
      insert into ledger_postings (entry_id, partner_id, account_id, currency, amount, balance_after, created_at)
      select entry_id, ${P}, account_id, currency, amount,
        sum(amount) over (partition by account_id order by i, leg), created_at
      from (
        select i, leg, md5(${partnerId} || ':' || i)::uuid as entry_id,
          case when leg = 0 then (case when i % 2 = 0 then ${pu}::uuid else ${pe}::uuid end)
               when (i / 2) % 4 = 2 then (case when i % 2 = 0 then ${fu}::uuid else ${fe}::uuid end)
               else (case when i % 2 = 0 then ${bu}::uuid else ${be}::uuid end) end as account_id,
          case when i % 2 = 0 then 'USD' else 'EUR' end as currency,
          (case (i / 2) % 4 when 0 then 1000 when 1 then 1000 when 2 then -500 else -700 end)
            * (case when leg = 0 then 1 else -1 end) as amount,
          now() - interval '90 days' + (i * (7776000.0 / ${N})) * interval '1 second' as created_at
        from generate_series(0, ${N - 1}) i, (values (0), (1)) legs(leg)
      ) x
      order by i, leg`);
    await tx.execute(sql`
      insert into account_transactions (partner_id, posting_id, entry_id, account_id, account_kind, currency, type,
        status, amount, fee, balance_after, order_no, country, counterparty_name, description, created_at)
      select p.partner_id, p.id, p.entry_id, p.account_id, a.kind, p.currency, e.type, 1, p.amount, 0, p.balance_after,
        e.metadata ->> 'orderNo', e.metadata -> 'txn' ->> 'country', e.metadata -> 'txn' ->> 'counterpartyName',
        e.description, p.created_at
      from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.is_customer
      join ledger_entries e on e.id = p.entry_id
      where p.partner_id = ${P}
      order by p.id`);
    await tx.execute(sql`
      insert into account_transaction_days (partner_id, account_id, account_kind, currency, day, type, status, n, credit, debit)
      select partner_id, account_id, account_kind, currency, (created_at at time zone 'UTC')::date, type, status,
        count(*), sum(greatest(amount, 0)), sum(greatest(-amount, 0))
      from account_transactions where partner_id = ${P} group by 1, 2, 3, 4, 5, 6, 7`);
    await tx.execute(sql`
      update ledger_accounts a set balance = s.total, updated_at = now()
      from (select account_id, sum(amount) as total from ledger_postings where partner_id = ${P} group by 1) s
      where a.id = s.account_id`);
  });
  await handle.executeSql('analyze');
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const main = async () => {
  /** Printed after the database is dropped, so the figures stay the last lines. */
  const out: string[] = [];
  const { handle, where, drop } = await benchDatabase('lists', 4);
  try {
    await handle.migrate();
    const partnerId = newId();
    await handle.db.insert(partners).values({ id: partnerId, name: 'Bench Lists Co.' });
    const t0 = performance.now();
    await seedHistory(handle, partnerId);
    const seedSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const problems = [
      ...(await reconcile(handle.db, partnerId)).problems,
      ...(await reconcileMoney(handle.db, partnerId)).problems,
    ];
    const reconcileSeconds = (performance.now() - t1) / 1000;
    if (problems.length)
      throw new Error(`seeded history does not reconcile: ${problems.slice(0, 5).join('; ')}`);

    const service = createAccountsService({
      db: handle.db,
      settings: { balanceCurrencies: ['USD', 'EUR', 'MXN', 'BRL'], sandbox: false },
      bank: () => ({ name: 'none' }),
    });
    const actor = { partnerId } as Actor;
    const list = (body: Record<string, unknown>) =>
      service.accountTransactions(actor, {
        page: 1,
        size: 10,
        ...body,
      } as never) as Promise<TransactionPageData>;

    const lastMonth = {
      from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      to: new Date().toISOString(),
    };
    const filtered = { type: 100, currency: 'USD', ...lastMonth };
    /** The cursor the web holds when it asks for page 1,000: the answer for page 999 hands it out. */
    const cursorFor = async (body: Record<string, unknown>, page: number) =>
      (await list({ ...body, page: page - 1 })).nextCursor;

    /** Page 1,000, or the last page when a small run (BENCH_TRANSACTIONS) has fewer. */
    const deep = async (body: Record<string, unknown>) =>
      Math.max(2, Math.min(1000, Math.ceil((await list(body)).total / 10)));
    const total = (await list({})).total;
    const deepAll = await deep({});
    const deepFiltered = await deep(filtered);
    const scenarios: { name: string; body: Record<string, unknown> }[] = [];
    scenarios.push({ name: 'page 1, no filter', body: {} });
    scenarios.push({ name: 'page 1, type+currency+30 days', body: filtered });
    scenarios.push({
      name: `page ${deepAll}, no filter, keyset`,
      body: { page: deepAll, cursor: await cursorFor({}, deepAll) },
    });
    scenarios.push({ name: `page ${deepAll}, no filter, offset`, body: { page: deepAll } });
    scenarios.push({
      name: `page ${deepFiltered}, type+currency+30 days, keyset`,
      body: { ...filtered, page: deepFiltered, cursor: await cursorFor(filtered, deepFiltered) },
    });
    scenarios.push({
      name: `page ${deepFiltered}, type+currency+30 days, offset`,
      body: { ...filtered, page: deepFiltered },
    });
    if (total >= 100_000)
      scenarios.push({ name: 'page 1000 of 100 rows, offset', body: { page: 1000, size: 100 } });

    const results: string[] = [];
    for (const s of scenarios) {
      const check = await list(s.body);
      if (check.records.length === 0) throw new Error(`${s.name}: empty page`);
      for (let i = 0; i < 5; i++) await list(s.body);
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const started = performance.now();
        await list(s.body);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push(
        `${s.name.padEnd(44)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms  p95 ${pct(times, 95).toFixed(1).padStart(7)} ms  (total ${check.total})`,
      );
    }
    out.push(`machine: ${machine()}`);
    out.push(
      `database: ${where}; ${total} transactions on the partner's accounts; seeded in ${seedSeconds.toFixed(1)} s; reconcile OK in ${reconcileSeconds.toFixed(1)} s; ${ITERATIONS} calls each`,
    );
    for (const line of results) out.push(line);
  } finally {
    await drop();
    // The dropped database ends the pool's last connections; give their notices time to pass first.
    await new Promise((r) => setTimeout(r, 200));
    for (const line of out) console.log(line);
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
