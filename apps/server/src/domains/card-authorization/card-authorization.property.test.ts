import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  networkMessageRequest,
  type AuthorizationRecord,
  type NetworkMessageRequest,
} from '@remit/contract/card-authorization';
import type { CardDetail } from '@remit/contract/card';
import { toDecimal } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { createSandboxFx } from '../../adapters/fx/fx.sandbox';
import { openDb, rowsOf, type DbHandle } from '../../db/client';
import { cardAuthorizations, cards, ledgerAccounts, ledgerHolds } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';
import { reconcile } from '../../ledger/ledger.reconcile';
import { newId } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import type { TestApp } from '../../../test/helpers/app';
import { authorizationApp, messageCtx } from '../../../test/helpers/card-authorizations';
import { fundMerchant, issueCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { createCardAuthorizationService, type CardAuthorizationService } from './card-authorization.service';

/**
 * Random sequences of network messages (authorizations, incrementals, exact, partial and over clearings, full and
 * partial reversals, refunds, verifications) and expiries, run in concurrent lanes on a shared card and a top-up
 * card of one merchant. On PostgreSQL a saboteur kills the lanes' connections mid-transaction.
 * Afterwards: the ledger reconciles; every balance, hold and limit meter agrees with the authorization records
 * and the ledger; and replaying every message that was answered adds no row and answers the same.
 */
let t: TestApp;
let admin: string;
let partnerId: string;
let actor: Actor;
/** The lanes' own pool on PostgreSQL (named, so the saboteur kills only its connections); PGlite: the app's. */
let lanes: DbHandle | undefined;
let service: CardAuthorizationService;
const LANES_APP = 'card_prop_lanes';

beforeAll(async () => {
  ({ t, admin, partnerId, actor } = await authorizationApp());
  let db = t.db;
  if (t.handle.kind === 'postgres') {
    const url = new URL(t.handle.connectionString!);
    url.searchParams.set('application_name', LANES_APP);
    lanes = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
    db = lanes.db;
  }
  service = createCardAuthorizationService({ db, fx: createSandboxFx() });
});
afterAll(async () => {
  await lanes?.close();
  await t?.close();
});

type Op =
  | { kind: 'auth'; card: number; cents: number; currency: string }
  | { kind: 'verify'; card: number }
  | { kind: 'incremental'; pick: number; cents: number }
  | { kind: 'clear'; pick: number; mode: 'exact' | 'partial' | 'over'; pct: number }
  | { kind: 'reverse'; pick: number; pct: number | null }
  | { kind: 'refund'; pick: number; pct: number }
  | { kind: 'expire'; pick: number; clock: boolean }
  /** The network sends an answered message again (same id, same body) while the others go on. */
  | { kind: 'resend'; pick: number };

const pick = fc.nat(20);
const card = fc.integer({ min: 0, max: 1 });
const authOp = fc.record({
  kind: fc.constant('auth' as const),
  card,
  cents: fc.integer({ min: 1, max: 8_000 }),
  // Mostly the card's currency; EUR and MXN are converted at the sandbox rates and rounded up.
  currency: fc.constantFrom('USD', 'USD', 'EUR', 'MXN'),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: authOp,
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('verify' as const), card }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('incremental' as const),
      pick,
      cents: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('clear' as const),
      pick,
      mode: fc.constantFrom('exact' as const, 'partial' as const, 'over' as const),
      pct: fc.integer({ min: 1, max: 99 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      pick,
      pct: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick,
      pct: fc.integer({ min: 1, max: 120 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expire' as const),
      pick,
      clock: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
);
const limits = fc.record({
  daily: fc.option(fc.integer({ min: 5_000, max: 40_000 }), { nil: null }),
  dailyCount: fc.integer({ min: 2, max: 12 }),
  single: fc.integer({ min: 6_000, max: 15_000 }),
});

/** Refusals a follow-up may meet in a random order (nothing recorded): any other error is a bug. */
const EXPECTED = new Set([
  'AUTHORIZATION_STATE_CONFLICT',
  'AUTHORIZATION_AMOUNT_TOO_HIGH',
  'INSUFFICIENT_FUNDS',
]);
const TABLES = ['card_authorizations', 'ledger_holds', 'ledger_entries', 'ledger_postings'];
const counts = async () => {
  const out: number[] = [];
  for (const table of TABLES)
    out.push((await rowsOf<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
  return out;
};
const ok = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};
const minor = (decimal: string) => BigInt(Math.round(Number(decimal) * 100));
const usd = (v: bigint) => toDecimal(v, 'USD');
/** What a stable answer is: the record and its decision (a root's amounts and status move on later). */
const answerOf = (r: AuthorizationRecord) => ({
  id: r.id,
  recordNo: r.recordNo,
  messageType: r.messageType,
  recordType: r.recordType,
  authStatus: r.authStatus,
  responseCode: r.responseCode,
  authCode: r.authCode,
  originalId: r.originalId,
});

it('keeps card balances, holds and limits in step with the ledger under random concurrent messages', async () => {
  await fc.assert(
    fc.asyncProperty(
      // Each lane opens with an authorization, so follow-ups mostly find one.
      fc.array(
        fc
          .tuple(authOp, fc.array(op, { minLength: 2, maxLength: 5 }))
          .map(([first, rest]) => [first, ...rest]),
        { minLength: 2, maxLength: 4 },
      ),
      fc.tuple(limits, limits),
      fc.integer({ min: 20_000, max: 60_000 }),
      fc.integer({ min: 5_000, max: 19_000 }),
      async (laneOps, cardLimits, fundedCents, topUpCents) => {
        // A merchant with money, a shared card on its account and a top-up card with its own.
        const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
        await fundMerchant(t, partnerId, merchantId, usd(BigInt(fundedCents)));
        const cardIds = await Promise.all([
          issueCard(t, admin, { merchantId }),
          issueCard(t, admin, { merchantId, funding: 'topUp' }),
        ]);
        ok(
          await t.cms(admin, 'card', 'call', {
            id: cardIds[1],
            action: 'topUp',
            amount: usd(BigInt(topUpCents)),
            idempotencyKey: `topup-${newId()}`,
          }),
        );
        for (const [i, l] of cardLimits.entries())
          await t.db
            .update(cards)
            .set({
              limitDaily: l.daily === null ? null : BigInt(l.daily),
              limitDailyCount: l.dailyCount,
              limitSingle: BigInt(l.single),
            })
            .where(eq(cards.id, cardIds[i]!));

        const run = newId();
        const roots: string[] = []; // approved authorizations, in the order their answers came
        const answers = new Map<string, AuthorizationRecord>(); // record id → its first answer
        const bodies = new Map<string, NetworkMessageRequest | null>(); // a message's body, fixed at its first run
        const answered: string[] = []; // keys of the messages answered, in order
        const answerByKey = new Map<string, AuthorizationRecord>();
        const resent = new Map<string, string | undefined>(); // a resend's message, fixed at its first run
        const current = async (pickIndex: number) => {
          const id = roots[pickIndex % Math.max(roots.length, 1)];
          if (!id) return undefined;
          const [row] = await t.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.id, id));
          return row;
        };
        const pct = (v: bigint, p: number) => {
          const x = (v * BigInt(p)) / 100n;
          return x > 0n ? x : 1n;
        };
        /** The message an operation sends, decided from the state at its first run and kept for any resend. */
        const bodyOf = async (o: Op, key: string): Promise<NetworkMessageRequest | null> => {
          if (bodies.has(key)) return bodies.get(key)!;
          const networkMessageId = `pm-${run}-${key}`;
          let body: Record<string, unknown> | null = null;
          if (o.kind === 'auth')
            body = {
              type: 'authorization',
              cardId: cardIds[o.card],
              amount: toDecimal(BigInt(o.cents), o.currency),
              currency: o.currency,
            };
          else if (o.kind === 'verify') body = { type: 'verification', cardId: cardIds[o.card] };
          else if (o.kind !== 'expire' && o.kind !== 'resend') {
            const root = await current(o.pick);
            if (root) {
              const tx = root.transactionAmount;
              const amount =
                o.kind === 'incremental'
                  ? BigInt(o.cents)
                  : o.kind === 'clear'
                    ? o.mode === 'exact'
                      ? tx
                      : o.mode === 'partial'
                        ? pct(tx, o.pct)
                        : tx + pct(tx, o.pct)
                    : o.kind === 'reverse'
                      ? o.pct === null
                        ? null
                        : pct(tx, o.pct)
                      : pct(root.settledTransactionAmount, o.pct);
              const type = o.kind === 'clear' ? 'clearing' : o.kind === 'reverse' ? 'reversal' : o.kind;
              body = {
                type,
                originalId: root.id,
                ...(amount === null
                  ? {}
                  : { amount: toDecimal(amount > 0n ? amount : 1n, root.transactionCurrency) }),
              };
            }
          }
          const parsed = body ? networkMessageRequest.parse({ ...body, networkMessageId }) : null;
          bodies.set(key, parsed);
          return parsed;
        };
        const expire = async (o: Extract<Op, { kind: 'expire' }>) => {
          if (o.clock) return service.expireDue(new Date(Date.now() + 8 * 86_400_000));
          const root = await current(o.pick);
          if (!root) return 0;
          // The hold's clearing window ended a moment ago; the job with today's clock then voids it.
          await (lanes?.db ?? t.db)
            .update(cardAuthorizations)
            .set({ expiresAt: new Date(Date.now() - 1_000) })
            .where(and(eq(cardAuthorizations.id, root.id), eq(cardAuthorizations.settleStatus, 'unsettled')));
          return service.expireDue();
        };
        type Result = 'done' | 'refused' | 'lost' | 'none';
        const attempt = async (o: Op, key: string): Promise<Result> => {
          try {
            if (o.kind === 'expire') {
              await expire(o);
              return 'done';
            }
            if (o.kind === 'resend') {
              if (!resent.has(key)) resent.set(key, answered[o.pick % Math.max(answered.length, 1)]);
              const original = resent.get(key);
              if (!original) return 'none';
              const again = await service.handle(actor, bodies.get(original)!, messageCtx);
              expect(answerOf(again)).toEqual(answerOf(answerByKey.get(original)!));
              return 'done';
            }
            const body = await bodyOf(o, key);
            if (!body) return 'none';
            const answer = await service.handle(actor, body, messageCtx);
            const first = answers.get(answer.id);
            if (first) expect(answerOf(answer)).toEqual(answerOf(first));
            else {
              answers.set(answer.id, answer);
              answerByKey.set(key, answer);
              answered.push(key);
              if (answer.messageType === 'authorization' && answer.authStatus === 'approval')
                roots.push(answer.id);
            }
            return 'done';
          } catch (err) {
            if (err instanceof AppError && EXPECTED.has(err.key)) return 'refused';
            if (lanes && !(err instanceof AppError)) return 'lost'; // a killed connection: outcome unknown
            throw err;
          }
        };

        let stop = false;
        const saboteur = (async () => {
          if (!lanes) return;
          while (!stop) {
            await new Promise((r) => setTimeout(r, 15));
            await t.handle
              .executeSql(
                `select pg_terminate_backend(pid) from pg_stat_activity
                 where datname = current_database() and application_name = '${LANES_APP}'
                 and state in ('active', 'idle in transaction') and random() < 0.3`,
              )
              .catch(() => undefined);
          }
        })();
        const outcomes = await Promise.all(
          laneOps.map(async (ops, l) => {
            const out: { op: Op; key: string; result: Result }[] = [];
            for (const [i, o] of ops.entries()) {
              const key = `${l}-${i}`;
              out.push({ op: o, key, result: await attempt(o, key) });
            }
            return out;
          }),
        );
        stop = true;
        await saboteur;

        const all = outcomes.flat();
        // Settle what a killed connection left unknown: a message either was decided (its replay answers it)
        // or was not (it is decided now). An expiry is no message: it is simply run again.
        const lost = all.filter((x) => x.result === 'lost');
        for (const o of lost) o.result = await attempt(o.op, o.key);
        expect(all.filter((o) => o.result === 'lost')).toEqual([]);

        // ---- the ledger, the records and the meters agree ----
        expect((await reconcile(t.db, partnerId)).problems).toEqual([]);
        const records = await t.db
          .select()
          .from(cardAuthorizations)
          .where(inArray(cardAuthorizations.cardId, cardIds));
        // Every record is an answer someone got (no decision nobody heard of), but an expiry's.
        expect(
          records
            .filter((r) => r.recordType !== 'authorizationExpired')
            .map((r) => r.id)
            .sort(),
        ).toEqual([...answers.keys()].sort());

        const accounts = await Promise.all(
          cardIds.map(async (id, i) => {
            const a = await firstWhere(t.db, ledgerAccounts, {
              partnerId,
              kind: i === 0 ? 'merchant' : 'card',
              ownerId: i === 0 ? merchantId : id,
              currency: 'USD',
            });
            return a!;
          }),
        );
        const funded = [BigInt(fundedCents - topUpCents), BigInt(topUpCents)];
        for (const [i, cardId] of cardIds.entries()) {
          const account = accounts[i]!;
          const mine = records.filter((r) => r.cardId === cardId);
          const rootRows = mine.filter(
            (r) => r.messageType === 'authorization' && r.authStatus === 'approval',
          );
          const children = (id: string) => mine.filter((r) => r.originalId === id);
          const holds = await t.db.select().from(ledgerHolds).where(eq(ledgerHolds.accountId, account.id));
          const holdById = new Map(holds.map((h) => [h.id, h]));

          let pending = 0n;
          let cleared = 0n;
          let refunded = 0n;
          for (const root of rootRows) {
            const kids = children(root.id);
            const sum = (f: (r: (typeof kids)[number]) => boolean) =>
              kids.filter(f).reduce((s, r) => s + r.billingAmount, 0n);
            // The root's amount is the approval, plus approved incrementals, less reversals.
            expect(root.billingAmount).toBe(
              minor(answers.get(root.id)!.billingAmount) +
                sum((r) => r.messageType === 'incremental' && r.authStatus === 'approval') -
                sum((r) => r.messageType === 'reversal' && r.recordType === 'cardAuthorization'),
            );
            const settlements = kids.filter((r) => r.recordType === 'cardSettlement');
            const refunds = sum((r) => r.recordType === 'consumptionRefund');
            expect(root.refundedBillingAmount).toBe(refunds);
            expect(refunds <= root.settledBillingAmount).toBe(true);
            refunded += refunds;
            const state = root.settleStatus!;
            if (state === 'unsettled') {
              const hold = holdById.get(root.holdId!)!;
              expect([hold.status, hold.remaining, hold.amount]).toEqual([
                'pending',
                root.billingAmount,
                root.billingAmount,
              ]);
              expect(root.expiresAt).not.toBeNull();
              expect(settlements).toEqual([]);
              pending += root.billingAmount;
            } else if (state === 'reversed') {
              expect(root.holdId).toBeNull();
              expect(settlements).toEqual([]);
              const expired = kids.some((r) => r.recordType === 'authorizationExpired');
              if (!expired) expect(root.billingAmount).toBe(0n);
            } else {
              expect(settlements).toHaveLength(1);
              const s = settlements[0]!;
              expect([s.billingAmount, s.entryId]).toEqual([root.settledBillingAmount, root.entryId]);
              const hold = holdById.get(root.holdId!)!;
              expect([hold.captured, hold.remaining]).toEqual([root.settledBillingAmount, 0n]);
              expect(state).toBe(
                root.settledBillingAmount === root.billingAmount
                  ? 'settled'
                  : root.settledBillingAmount < root.billingAmount
                    ? 'partialSettled'
                    : 'overpaymentSettled',
              );
              cleared += root.settledBillingAmount;
            }
          }
          // Pending holds on the account are exactly the open authorizations'.
          const open = new Set(rootRows.filter((r) => r.settleStatus === 'unsettled').map((r) => r.holdId));
          expect(
            holds
              .filter((h) => h.status === 'pending')
              .map((h) => h.id)
              .sort(),
          ).toEqual([...open].sort());
          expect(account.onHold).toBe(pending);
          // available = funded + refunds − cleared − pending holds
          expect(account.balance).toBe(funded[i]! + refunded - cleared);
          expect(account.balance - account.onHold).toBe(funded[i]! + refunded - cleared - pending);
          expect(account.balance - account.onHold >= 0n).toBe(true);
          // … and the ledger's postings say the same of purchases and refunds.
          const [posted] = await rowsOf<{ purchases: string; refunds: string }>(
            t.db,
            sql`select coalesce(sum(p.amount) filter (where e.type = ${TRANSACTION_TYPES.CARD_PURCHASE}), 0)::text as purchases,
                       coalesce(sum(p.amount) filter (where e.type = ${TRANSACTION_TYPES.CARD_REFUND}), 0)::text as refunds
                from ledger_postings p join ledger_entries e on e.id = p.entry_id
                where p.account_id = ${account.id}::uuid`,
          );
          expect([BigInt(posted!.purchases), BigInt(posted!.refunds)]).toEqual([-cleared, refunded]);

          // The card's page: its balance and the meters (all made today) from the same records.
          const detail = ok<CardDetail>(await t.cms(admin, 'card', 'get', { id: cardId }));
          expect(detail.balance).toMatchObject({
            balance: usd(account.balance),
            available: usd(account.balance - account.onHold),
          });
          const used = Object.fromEntries(detail.limits.map((l) => [l.kind, l.used]));
          expect(used).toMatchObject({
            daily: usd(pending + cleared),
            monthly: usd(pending + cleared),
            total: usd(pending + cleared),
            dailyCount: String(rootRows.length),
          });
          expect(rootRows.length).toBeLessThanOrEqual(cardLimits[i]!.dailyCount);
        }

        // ---- replaying every answered message changes nothing and answers the same ----
        const before = await counts();
        for (const o of all)
          if (o.result === 'done' && o.op.kind !== 'expire' && o.op.kind !== 'resend') {
            const body = bodies.get(o.key)!;
            const again = await service.handle(actor, body, messageCtx);
            expect(answerOf(again)).toEqual(answerOf(answers.get(again.id)!));
            expect(again.networkMessageId).toBe(body.networkMessageId);
          }
        expect(await counts()).toEqual(before);
        expect((await reconcile(t.db, partnerId)).problems).toEqual([]);
      },
    ),
    { numRuns: Number(process.env.CARD_PROP_RUNS ?? 10) },
  );
  expect((await reconcile(t.db)).ok).toBe(true);
}, 900_000);
