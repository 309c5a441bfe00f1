import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { migratedDb, type TestDb } from '../../../test/helpers/db';
import { makePartner } from '../../../test/helpers/ledger';
import { captureHold, createHold } from '../../ledger/ledger.holds';
import { postEntry } from '../../ledger/ledger.post';
import { reconcile } from '../../ledger/ledger.reconcile';
import { AppError } from '../../platform/errors';
import { countTransactions, listTransactions, rowsOf, type TxnScope } from './account.repository';
import { reconcileMoney } from './account.reconcile';

/**
 * The account-transactions projection under random concurrent ledger traffic: deposits, transfers,
 * exchanges, fees, hold captures and metadata of odd shapes, in concurrent lanes. Afterwards every customer
 * posting is listed once with its running balance, the day counters equal the rows, and the list's totals
 * for random date ranges (ragged ends across UTC midnights) equal a direct count.
 */
let h: TestDb;
beforeAll(async () => {
  h = await migratedDb();
});
afterAll(() => h?.drop());

type Op =
  | { kind: 'deposit'; amount: bigint; eur: boolean; meta: number }
  | { kind: 'fee'; amount: bigint }
  | { kind: 'fx'; amount: bigint }
  | { kind: 'capture'; amount: bigint; factorPct: number };

const amount = fc.bigInt({ min: 1n, max: 90_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount, eur: fc.boolean(), meta: fc.nat(4) }),
  fc.record({ kind: fc.constant('fee' as const), amount: fc.bigInt({ min: 1n, max: 900n }) }),
  fc.record({ kind: fc.constant('fx' as const), amount }),
  fc.record({ kind: fc.constant('capture' as const), amount, factorPct: fc.integer({ min: 1, max: 100 }) }),
);

/** Metadata the projection must survive: well formed, wrong types, not an object at all. */
const METAS: (Record<string, unknown> | undefined)[] = [
  undefined,
  { orderNo: 'DP-1', txn: { fee: '25', status: '11', counterpartyName: 'Payer', country: 'US' } },
  { txn: { fee: 'lots', status: 'x', country: 'usa', currency: 'euro', amount: 1.5 } },
  { txn: 'not an object', orderNo: 42 },
  { fee: true, orderId: 'o-1' },
];

it('lists every customer posting once, with exact counters and totals', async () => {
  const p = await makePartner(h.db, 'Projection Co.');
  let key = 0;
  const run = async (o: Op) => {
    const k = `proj-${key++}`;
    try {
      if (o.kind === 'deposit')
        await postEntry(h.db, {
          partnerId: p.id,
          type: 100,
          idempotencyKey: k,
          metadata: METAS[o.meta],
          postings: [
            { accountId: (o.eur ? p.eur : p.usd).bank.id, amount: -o.amount },
            { accountId: (o.eur ? p.eur : p.usd).partner.id, amount: o.amount },
          ],
        });
      if (o.kind === 'fee')
        await postEntry(h.db, {
          partnerId: p.id,
          type: 500,
          idempotencyKey: k,
          postings: [
            { accountId: p.usd.partner.id, amount: -o.amount },
            { accountId: p.usd.fees.id, amount: o.amount },
          ],
        });
      if (o.kind === 'fx')
        await postEntry(h.db, {
          partnerId: p.id,
          type: 123,
          idempotencyKey: k,
          metadata: { txn: { rate: '0.92' } },
          postings: [
            { accountId: p.usd.partner.id, amount: -o.amount },
            { accountId: p.usd.fx.id, amount: o.amount },
            { accountId: p.eur.fx.id, amount: -((o.amount * 92n) / 100n + 1n) },
            { accountId: p.eur.partner.id, amount: (o.amount * 92n) / 100n + 1n },
          ],
        });
      if (o.kind === 'capture') {
        const { hold } = await createHold(h.db, {
          partnerId: p.id,
          accountId: p.usd.partner.id,
          amount: o.amount,
          idempotencyKey: `${k}-h`,
        });
        await captureHold(h.db, {
          partnerId: p.id,
          holdId: hold.id,
          amount: (o.amount * BigInt(o.factorPct)) / 100n || 1n,
          counterAccountId: p.usd.bank.id,
          type: 110,
          idempotencyKey: `${k}-c`,
        });
      }
    } catch (err) {
      if (!(err instanceof AppError && err.key === 'INSUFFICIENT_FUNDS')) throw err;
    }
  };

  await p.deposit(5_000_000n, 'USD');
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(op, { minLength: 3, maxLength: 12 }), { minLength: 4, maxLength: 4 }),
      async (lanes) => {
        await Promise.all(
          lanes.map(async (lane) => {
            for (const o of lane) await run(o);
          }),
        );
      },
    ),
    { numRuns: 8 },
  );

  const [listed] = await rowsOf<{ n: number; days: number }>(
    h.db,
    sql`select count(*)::int as n, count(distinct type)::int as days from account_transactions where partner_id = ${p.id}::uuid`,
  );
  expect(listed!.n).toBeGreaterThan(60);
  expect((await reconcile(h.db, p.id)).problems).toEqual([]);
  expect((await reconcileMoney(h.db, p.id)).problems).toEqual([]);

  // Odd metadata never breaks a posting and never leaks into the columns; well-formed metadata is read.
  const odd = await rowsOf<{
    fee: string;
    status: number;
    country: string | null;
    txn_currency: string | null;
  }>(
    h.db,
    sql`select fee::text as fee, status::int as status, country, txn_currency from account_transactions
        where partner_id = ${p.id}::uuid and type = 100`,
  );
  for (const r of odd) {
    expect(['0', '25']).toContain(r.fee);
    // Status 11 (Pending) is reserved to held money (migration 0008): a posting that says 11 is Normal.
    expect(r.status).toBe(1);
    expect([null, 'US']).toContain(r.country);
    expect(r.txn_currency).toBeNull();
  }
  // Exchange legs: out on USD, in on EUR, one each per entry.
  const legs = await rowsOf<{ type: number; currency: string; n: number }>(
    h.db,
    sql`select type::int as type, currency, count(*)::int as n from account_transactions
        where partner_id = ${p.id}::uuid and type in (122, 123) group by 1, 2 order by 1`,
  );
  if (legs.length) {
    expect(legs.map((l) => [l.type, l.currency.trim()])).toEqual([
      [122, 'EUR'],
      [123, 'USD'],
    ]);
    expect(legs[0]!.n).toBe(legs[1]!.n);
  }

  // Totals for random ranges equal a direct count, and the pages hold exactly the rows of the range.
  const [span] = await rowsOf<{ lo: string; hi: string }>(
    h.db,
    sql`select min(created_at)::text as lo, max(created_at)::text as hi from account_transactions where partner_id = ${p.id}::uuid`,
  );
  const lo = new Date(span!.lo).getTime() - 2 * 86_400_000;
  const hi = new Date(span!.hi).getTime() + 2 * 86_400_000;
  // Spread the rows over several days so ranges have whole days and ragged ends.
  await h.db.execute(sql`alter table account_transactions disable trigger account_transactions_count_change`);
  await h.db.execute(
    sql`update account_transactions set created_at = created_at - ((id % 5) * interval '1 day') - ((id % 7) * interval '3 hours')
        where partner_id = ${p.id}::uuid`,
  );
  await h.db.execute(sql`alter table account_transactions enable trigger account_transactions_count_change`);
  await h.db.execute(sql`delete from account_transaction_days where partner_id = ${p.id}::uuid`);
  await h.db
    .execute(sql`insert into account_transaction_days (partner_id, account_id, account_kind, currency, day, type, status, n, credit, debit)
    select partner_id, account_id, account_kind, currency, (created_at at time zone 'UTC')::date, type, status, count(*),
      sum(greatest(amount, 0)), sum(greatest(-amount, 0))
    from account_transactions where partner_id = ${p.id}::uuid group by 1, 2, 3, 4, 5, 6, 7`);
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: lo - 6 * 86_400_000, max: hi }),
      fc.integer({ min: 0, max: 8 * 86_400_000 }),
      fc.constantFrom(undefined, 100, 500, 110),
      fc.constantFrom(undefined, 'USD', 'EUR'),
      fc.boolean(),
      async (from, width, type, currency, openStart) => {
        const scope: TxnScope = {
          partnerId: p.id,
          type,
          currency,
          from: openStart ? undefined : new Date(from),
          to: new Date(from + width),
        };
        const where = sql.join(
          [
            sql`partner_id = ${p.id}::uuid`,
            type ? sql`type = ${type}` : sql`true`,
            currency ? sql`currency = ${currency}` : sql`true`,
            scope.from ? sql`created_at >= ${scope.from.toISOString()}::timestamptz` : sql`true`,
            sql`created_at <= ${scope.to!.toISOString()}::timestamptz`,
          ],
          sql` and `,
        );
        const [direct] = await rowsOf<{ n: number }>(
          h.db,
          sql`select count(*)::int as n from account_transactions where ${where}`,
        );
        expect(await countTransactions(h.db, scope)).toBe(direct!.n);
        const page = await listTransactions(h.db, scope, 1000, 0);
        expect(page.length).toBe(Math.min(1000, direct!.n));
      },
    ),
    { numRuns: 60 },
  );
}, 900_000);
