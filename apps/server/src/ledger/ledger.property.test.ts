import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { migratedDb, type TestDb } from '../../test/helpers/db';
import { makePartner } from '../../test/helpers/ledger';
import { rowsOf } from '../db/client';
import { AppError } from '../platform/errors';
import { postEntry } from './ledger.post';
import { captureHold, createHold, voidHold } from './ledger.holds';
import { reconcile } from './ledger.reconcile';

/**
 * Random sequences of deposits, transfers, holds, partial and over captures, voids, FX legs and fees,
 * run in concurrent lanes. On PostgreSQL a saboteur kills connections mid-transaction.
 * After each run reconcile() holds, and replaying every operation with its key adds no rows.
 */
let h: TestDb;
beforeAll(async () => {
  h = await migratedDb();
});
afterAll(() => h?.drop());

type Op =
  | { kind: 'deposit'; amount: bigint; eur: boolean }
  | { kind: 'transfer'; amount: bigint }
  | { kind: 'fee'; amount: bigint }
  | { kind: 'fx'; amount: bigint; rateBp: number }
  | { kind: 'hold'; amount: bigint }
  | { kind: 'capture'; hold: number; factorPct: number }
  | { kind: 'void'; hold: number };

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount, eur: fc.boolean() }),
  fc.record({ kind: fc.constant('transfer' as const), amount }),
  fc.record({ kind: fc.constant('fee' as const), amount: fc.bigInt({ min: 1n, max: 500n }) }),
  fc.record({ kind: fc.constant('fx' as const), amount, rateBp: fc.integer({ min: 5_000, max: 15_000 }) }),
  fc.record({ kind: fc.constant('hold' as const), amount }),
  fc.record({
    kind: fc.constant('capture' as const),
    hold: fc.nat(30),
    factorPct: fc.integer({ min: 1, max: 150 }),
  }),
  fc.record({ kind: fc.constant('void' as const), hold: fc.nat(30) }),
);

const EXPECTED = new Set(['INSUFFICIENT_FUNDS', 'HOLD_NOT_PENDING', 'NOT_FOUND']);
const count = async (table: string) =>
  Number((await rowsOf<{ n: number }>(h.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

it('keeps the ledger whole under random concurrent operations', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(op, { minLength: 5, maxLength: 25 }), { minLength: 2, maxLength: 4 }),
      async (lanes) => {
        const p = await makePartner(h.db);
        const a = p.usd.partner.id;
        const other = await makePartner(h.db);
        const holds: string[] = [];
        /** An entry of the partner's under `key`. */
        const post = (type: number, key: string, postings: { accountId: string; amount: bigint }[]) =>
          postEntry(h.db, { partnerId: p.id, type, idempotencyKey: key, postings });
        const run = async (o: Op, key: string) => {
          switch (o.kind) {
            case 'deposit':
              return p.deposit(o.amount, o.eur ? 'EUR' : 'USD', key);
            case 'transfer': // partner → its own bank (a payout); USD
              return post(121, key, [
                { accountId: a, amount: -o.amount },
                { accountId: p.usd.bank.id, amount: o.amount },
              ]);
            case 'fee':
              return post(500, key, [
                { accountId: a, amount: -o.amount },
                { accountId: p.usd.fees.id, amount: o.amount },
              ]);
            case 'fx': {
              const buy = (o.amount * BigInt(o.rateBp)) / 10_000n || 1n;
              return post(123, key, [
                { accountId: a, amount: -o.amount },
                { accountId: p.usd.fx.id, amount: o.amount },
                { accountId: p.eur.fx.id, amount: -buy },
                { accountId: p.eur.partner.id, amount: buy },
              ]);
            }
            case 'hold': {
              const r = await createHold(h.db, {
                partnerId: p.id,
                accountId: a,
                amount: o.amount,
                idempotencyKey: key,
              });
              if (!r.replayed) holds.push(r.hold.id);
              return r;
            }
            case 'capture': {
              const id = target(key, o.hold);
              if (!id) return null;
              const held = BigInt(o.factorPct);
              return captureHold(h.db, {
                partnerId: p.id,
                holdId: id,
                amount: held * 100n,
                counterAccountId: p.usd.bank.id,
                type: 110,
                idempotencyKey: key,
              });
            }
            case 'void': {
              const id = target(key, o.hold);
              return id ? voidHold(h.db, p.id, id) : null;
            }
          }
        };
        const pinned = new Map<string, string>();
        // The hold an operation targets (or that there was none) is fixed at its first run, so a replay is the same request.
        const target = (key: string, pick: number) => {
          if (!pinned.has(key)) pinned.set(key, holds[pick % Math.max(holds.length, 1)] ?? '');
          return pinned.get(key);
        };
        const attempt = async (o: Op, key: string) => {
          try {
            await run(o, key);
            return 'done' as const;
          } catch (err) {
            if (err instanceof AppError && EXPECTED.has(err.key)) return 'refused' as const;
            if (h.kind === 'postgres') return 'lost' as const; // a killed connection: outcome unknown
            throw err;
          }
        };

        let stop = false;
        const saboteur = (async () => {
          if (h.kind !== 'postgres') return;
          while (!stop) {
            await new Promise((r) => setTimeout(r, 15));
            await h
              .executeSql(
                `select pg_terminate_backend(pid) from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')
               and random() < 0.3`,
              )
              .catch(() => undefined);
          }
        })();
        const outcomes = await Promise.all(
          lanes.map((ops, l) =>
            Promise.all([]).then(async () => {
              const out: { op: Op; key: string; result: string }[] = [];
              for (const [i, o] of ops.entries()) {
                const key = `${p.id}-${l}-${i}`;
                out.push({ op: o, key, result: await attempt(o, key) });
              }
              return out;
            }),
          ),
        );
        stop = true;
        await saboteur;

        const all = outcomes.flat();
        // Settle what a killed connection left unknown (its key either committed or not), then replay everything.
        for (const o of all.filter((x) => x.result === 'lost')) await attempt(o.op, o.key);
        const before = [
          await count('ledger_entries'),
          await count('ledger_postings'),
          await count('ledger_holds'),
        ];
        // Only what was done has a key on record: a refused operation may pass later, and that is no replay.
        for (const o of all) if (o.result === 'done') await attempt(o.op, o.key);
        expect([
          await count('ledger_entries'),
          await count('ledger_postings'),
          await count('ledger_holds'),
        ]).toEqual(before);

        const report = await reconcile(h.db, p.id);
        expect(report.problems).toEqual([]);
        expect((await reconcile(h.db, other.id)).ok).toBe(true);
      },
    ),
    { numRuns: h.kind === 'postgres' ? 12 : 8 },
  );
  expect((await reconcile(h.db)).ok).toBe(true);
}, 900_000);
