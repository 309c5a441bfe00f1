import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/index';
import { rowsOf } from '../db/client';
import { migratedDb, type TestDb } from '../../test/helpers/db';
import { makePartner } from '../../test/helpers/ledger';
import { postEntry } from './ledger.post';
import { writeBatch } from './ledger.batch';
import { pgCode } from './ledger.tx';
import { captureHold, createHold, voidHold } from './ledger.holds';
import { reconcile } from './ledger.reconcile';
import { AppError } from '../platform/errors';

let h: TestDb;
beforeAll(async () => {
  h = await migratedDb();
});
afterAll(() => h?.drop());

const account = async (id: string) =>
  (await h.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!;
const count = async (table: typeof ledgerEntries | typeof ledgerPostings) =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const expectCode = async (p: Promise<unknown>, key: string) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).key).toBe(key);
};
/**
 * Writes an entry (type 100) and its USD postings straight into the tables, past the ledger's code, in one
 * transaction: the database itself must refuse it (here: postings that do not balance) and keep no entry.
 */
const expectRawEntryRefused = async (
  p: Awaited<ReturnType<typeof makePartner>>,
  entryId: string,
  idempotencyKey: string,
  postings: (readonly [accountId: string, amount: bigint])[],
) => {
  await expect(
    h.db.transaction(async (tx) => {
      await tx.insert(ledgerEntries).values({
        id: entryId,
        partnerId: p.id,
        type: 100,
        idempotencyKey,
        requestHash: 'x'.repeat(64),
      });
      for (const [accountId, amount] of postings)
        await tx.insert(ledgerPostings).values({
          entryId,
          partnerId: p.id,
          accountId,
          currency: 'USD',
          amount,
          balanceAfter: amount,
        });
    }),
  ).rejects.toThrow();
  expect(await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId))).toHaveLength(0);
};

describe('ledger', () => {
  it('credits a deposit through the bank settlement account, balanced, and reconciles', async () => {
    const p = await makePartner(h.db);
    const res = await p.deposit(100_000n);
    expect(res.replayed).toBe(false);
    expect((await account(p.usd.partner.id)).balance).toBe(100_000n);
    expect((await account(p.usd.bank.id)).balance).toBe(-100_000n);
    expect(await reconcile(h.db, p.id)).toMatchObject({ ok: true, problems: [] });
  });

  it('replays a repeated key without new rows, and refuses the key for another request', async () => {
    const p = await makePartner(h.db);
    await p.deposit(5_000n, 'USD', 'same-key');
    const entries = await count(ledgerEntries);
    const postings = await count(ledgerPostings);
    const again = await p.deposit(5_000n, 'USD', 'same-key');
    expect(again.replayed).toBe(true);
    expect(await count(ledgerEntries)).toBe(entries);
    expect(await count(ledgerPostings)).toBe(postings);
    expect((await account(p.usd.partner.id)).balance).toBe(5_000n);
    await expectCode(p.deposit(6_000n, 'USD', 'same-key'), 'IDEMPOTENCY_MISMATCH');
  });

  it('refuses to overdraw a customer account and writes nothing', async () => {
    const p = await makePartner(h.db);
    await p.deposit(1_000n);
    const entries = await count(ledgerEntries);
    await expectCode(postEntry(h.db, p.withdrawal(1_001n, 'too-much')), 'INSUFFICIENT_FUNDS');
    expect(await count(ledgerEntries)).toBe(entries);
    expect((await account(p.usd.partner.id)).balance).toBe(1_000n);
  });

  it('holds, partially captures, over-captures and voids', async () => {
    const p = await makePartner(h.db);
    await p.deposit(100_000n);
    const a = p.usd.partner.id;
    // Holds on the partner's USD account, captured against the bank as withdrawals (type 110).
    const placeHold = (amount: bigint, idempotencyKey: string) =>
      createHold(h.db, { partnerId: p.id, accountId: a, amount, idempotencyKey });
    const capture = (holdId: string, amount: bigint, idempotencyKey: string) =>
      captureHold(h.db, {
        partnerId: p.id,
        holdId,
        amount,
        counterAccountId: p.usd.bank.id,
        type: 110,
        idempotencyKey,
      });
    const { hold } = await placeHold(30_000n, 'h1');
    expect(await account(a)).toMatchObject({ balance: 100_000n, onHold: 30_000n });
    // Available is 70,000: a hold of 70,001 is refused.
    await expectCode(placeHold(70_001n, 'h2'), 'INSUFFICIENT_FUNDS');

    const partial = await capture(hold.id, 20_000n, 'c1');
    expect(partial.hold.status).toBe('partially_posted');
    expect(await account(a)).toMatchObject({ balance: 80_000n, onHold: 0n });
    // The same capture again replays; a second capture of a closed hold is refused.
    const replay = await capture(hold.id, 20_000n, 'c1');
    expect(replay.entry.replayed).toBe(true);
    await expectCode(capture(hold.id, 1n, 'c2'), 'HOLD_NOT_PENDING');

    const over = await placeHold(10_000n, 'h3');
    const captured = await capture(over.hold.id, 12_500n, 'c3');
    expect(captured.hold.status).toBe('posted');
    expect(await account(a)).toMatchObject({ balance: 67_500n, onHold: 0n });

    const gone = await placeHold(7_500n, 'h4');
    expect((await voidHold(h.db, p.id, gone.hold.id)).status).toBe('voided');
    expect((await voidHold(h.db, p.id, gone.hold.id)).status).toBe('voided');
    expect(await account(a)).toMatchObject({ balance: 67_500n, onHold: 0n });
    expect(await reconcile(h.db, p.id)).toMatchObject({ ok: true });
  });

  it('posts both legs of an exchange through the FX position accounts in one entry', async () => {
    const p = await makePartner(h.db);
    await p.deposit(10_000n);
    await postEntry(h.db, {
      partnerId: p.id,
      type: 123,
      idempotencyKey: 'fx-1',
      postings: [
        { accountId: p.usd.partner.id, amount: -10_000n },
        { accountId: p.usd.fx.id, amount: 10_000n },
        { accountId: p.eur.fx.id, amount: -9_150n },
        { accountId: p.eur.partner.id, amount: 9_150n },
      ],
    });
    expect((await account(p.eur.partner.id)).balance).toBe(9_150n);
    expect((await account(p.usd.partner.id)).balance).toBe(0n);
    expect(await reconcile(h.db, p.id)).toMatchObject({ ok: true });
  });

  it('never lets one partner post against another partner’s account', async () => {
    const a = await makePartner(h.db, 'A');
    const b = await makePartner(h.db, 'B');
    await a.deposit(1_000n);
    await expectCode(
      postEntry(h.db, {
        partnerId: a.id,
        type: 121,
        idempotencyKey: 'steal',
        postings: [
          { accountId: a.usd.partner.id, amount: -1_000n },
          { accountId: b.usd.partner.id, amount: 1_000n },
        ],
      }),
      'NOT_FOUND',
    );
  });

  it('lets the database itself refuse an unbalanced entry and any change to a posting', async () => {
    const p = await makePartner(h.db);
    await expectRawEntryRefused(p, '01900000-0000-7000-8000-000000000001', 'raw', [[p.usd.partner.id, 500n]]);
    await p.deposit(100n);
    await expect(h.db.execute(sql`update ledger_postings set amount = amount + 1`)).rejects.toThrow();
  });

  it('never overdraws under concurrent withdrawals', async () => {
    const p = await makePartner(h.db);
    await p.deposit(1_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => postEntry(h.db, p.withdrawal(100n, `w-${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).key).toBe('INSUFFICIENT_FUNDS');
    expect((await account(p.usd.partner.id)).balance).toBe(0n);
    expect(await reconcile(h.db)).toMatchObject({ ok: true });
  });

  it('posts entries that arrive together in one group commit, each with its own outcome', async () => {
    const p = await makePartner(h.db);
    const other = await makePartner(h.db, 'Other Co.');
    await p.deposit(1_000n);
    const transfer = (key: string, amount: bigint, from = p.usd.partner.id) =>
      postEntry(h.db, p.withdrawal(amount, key, from));
    const entries = await count(ledgerEntries);
    // Issued in one tick: they queue behind each other and are written in as few transactions as can be.
    const results = await Promise.allSettled([
      transfer('g-1', 400n),
      transfer('g-2', 400n),
      transfer('g-3', 400n), // only 200 left by now: refused alone
      transfer('g-1', 400n), // the same request under the same key: the first entry, replayed
      transfer('g-2', 300n), // the same key for another request: 409
      transfer('g-4', 100n, other.usd.partner.id), // another partner's account: not found
      transfer('g-5', 200n),
    ]);
    const [one, two, , oneAgain, , , five] = results;
    // Each outcome in words, so a failure names the refusal (its key, or the database's code and message).
    const outcome = (r: PromiseSettledResult<{ replayed: boolean }>) =>
      r.status === 'fulfilled'
        ? { replayed: r.value.replayed }
        : { refused: (r.reason as AppError).key ?? `${pgCode(r.reason)} ${String(r.reason)}` };
    expect(results.map(outcome)).toEqual([
      { replayed: false },
      { replayed: false },
      { refused: 'INSUFFICIENT_FUNDS' },
      { replayed: true },
      { refused: 'IDEMPOTENCY_MISMATCH' },
      { refused: 'NOT_FOUND' },
      { replayed: false },
    ]);
    if (one.status === 'fulfilled' && oneAgain.status === 'fulfilled') {
      expect(oneAgain.value.entryId).toBe(one.value.entryId);
      expect(oneAgain.value.lines).toEqual(one.value.lines);
    }
    // Running balances chain 1,000 → 600 → 200 → 0. The first two went to the database side by side, in two
    // transactions, so either may have taken the account first; the last came after both.
    if (one.status === 'fulfilled' && two.status === 'fulfilled' && five.status === 'fulfilled') {
      const afters = [one, two].map((r) => r.value.lines[0]!.balanceAfter).sort((a, b) => Number(b - a));
      expect(afters).toEqual([600n, 200n]);
      expect(five.value.lines[0]!.balanceAfter).toBe(0n);
    }
    expect(await count(ledgerEntries)).toBe(entries + 3);
    expect((await account(p.usd.partner.id)).balance).toBe(0n);
    expect(await reconcile(h.db)).toMatchObject({ ok: true });
    // A later replay, from another transaction, answers the same entry and lines.
    const later = await transfer('g-5', 200n);
    expect(later.replayed).toBe(true);
    if (five.status === 'fulfilled') expect(later.lines).toEqual(five.value.lines);
  });

  it('decides entries on one account in the order they arrived, whichever transaction opens first', async () => {
    // Two entries go out in transactions of their own; the two behind them wait for the next write. The later
    // batch must never lock the account before an earlier one still opening its transaction: the first two
    // take the money, the third is refused, the repeated key replays. Many rounds, since the race is narrow.
    const seen = new Map<string, number>();
    for (let round = 0; round < 40; round++) {
      const p = await makePartner(h.db);
      await p.deposit(1_000n);
      const take = (key: string) => postEntry(h.db, p.withdrawal(400n, key));
      const results = await Promise.allSettled([take('a'), take('b'), take('c'), take('a')]);
      const said = results
        .map((r) =>
          r.status === 'fulfilled' ? `ok${r.value.replayed ? ' (replay)' : ''}` : (r.reason as AppError).key,
        )
        .join(', ');
      seen.set(said, (seen.get(said) ?? 0) + 1);
    }
    expect(Object.fromEntries(seen)).toEqual({ 'ok, ok, INSUFFICIENT_FUNDS, ok (replay)': 40 });
    expect(await reconcile(h.db)).toMatchObject({ ok: true });
  });

  it('refuses postings written without their balancing half, even when a later statement adds it', async () => {
    const p = await makePartner(h.db);
    await expectRawEntryRefused(p, '01900000-0000-7000-8000-000000000002', 'split', [
      [p.usd.partner.id, 500n],
      [p.usd.bank.id, -500n],
    ]);
  });

  it('decides a batch entry by entry, in order, inside one transaction', async () => {
    const p = await makePartner(h.db);
    await p.deposit(1_000n);
    const spec = (key: string, amount: bigint) => p.withdrawal(amount, key);
    const results = await h.db.transaction((tx) =>
      writeBatch(tx, [
        spec('b-1', 700n),
        spec('b-1', 700n),
        spec('b-1', 1n),
        spec('b-2', 400n),
        spec('b-3', 300n),
      ]),
    );
    expect(
      results.map((r) => (r instanceof AppError ? r.key : r instanceof Error ? r.message : r.replayed)),
    ).toEqual([false, true, 'IDEMPOTENCY_MISMATCH', 'INSUFFICIENT_FUNDS', false]);
    const [first, again, , , third] = results as { entryId: string; lines: { balanceAfter: bigint }[] }[];
    expect(again!.entryId).toBe(first!.entryId);
    expect(third!.lines[0]!.balanceAfter).toBe(0n);
    expect((await account(p.usd.partner.id)).balance).toBe(0n);
    expect(await reconcile(h.db, p.id)).toMatchObject({ ok: true });
  });

  it('retries a batch that lost a race for a key to another writer, and answers the replay', async (ctx) => {
    // Two writers at once need two connections: PostgreSQL only (PGlite runs one transaction at a time).
    if (h.kind !== 'postgres') return ctx.skip();
    const p = await makePartner(h.db);
    await p.deposit(1_000n);
    const spec = p.withdrawal(100n, 'raced');
    const first = h.db.transaction(async (tx) => {
      const r = await writeBatch(tx, [spec]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The second writer read the key as unused, then met the first writer's insert: a retryable failure.
    const second = await h.db
      .transaction((tx) => writeBatch(tx, [spec]))
      .then(
        () => 'committed',
        (e: unknown) => (e as { code?: string }).code,
      );
    expect(second).toBe('40001');
    const [won] = (await first) as { entryId: string }[];
    const again = await postEntry(h.db, spec);
    expect(again).toMatchObject({ replayed: true, entryId: won!.entryId });
    expect((await account(p.usd.partner.id)).balance).toBe(900n);
  });

  it('refuses, alone, an entry the columns cannot hold, while the entries beside it post', async () => {
    const p = await makePartner(h.db);
    await p.deposit(1_000n);
    const move = (key: string, amount: bigint, description?: string) =>
      postEntry(h.db, {
        partnerId: p.id,
        type: 100,
        idempotencyKey: key,
        description,
        postings: [
          { accountId: p.usd.bank.id, amount: -amount },
          { accountId: p.usd.partner.id, amount },
        ],
      });
    const [a, long, huge, b] = await Promise.allSettled([
      move('c-1', 10n),
      move('c-2', 10n, 'x'.repeat(256)),
      move('c-3', 9_223_372_036_854_775_000n), // the balance would pass what a bigint holds
      move('c-4', 10n),
    ]);
    expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(long.status === 'rejected' && (long.reason as AppError).key).toBe('VALIDATION');
    expect(huge.status === 'rejected' && (huge.reason as AppError).key).toBe('AMOUNT_INVALID');
    expect((await account(p.usd.partner.id)).balance).toBe(1_020n);
    expect(await reconcile(h.db, p.id)).toMatchObject({ ok: true });
  });
});

describe('plans', () => {
  it('keeps the money functions on key probes (a function replaced later would drop its settings)', async () => {
    const rows = await rowsOf<{ name: string; config: string[] | null }>(
      h.db,
      sql`select proname as name, proconfig as config from pg_proc
          where proname in ('ledger_post', 'money_project_postings', 'money_hold_changed', 'money_count_changed',
            'card_authorize', 'card_authorize_batch')
          order by proname`,
    );
    const settings = Object.fromEntries(rows.map((r) => [r.name, [...(r.config ?? [])].sort()]));
    const probesOnly = ['enable_hashjoin=off', 'enable_mergejoin=off', 'enable_seqscan=off'];
    expect(settings).toEqual({
      card_authorize: probesOnly,
      card_authorize_batch: probesOnly,
      ledger_post: [...probesOnly, 'plan_cache_mode=force_generic_plan'],
      money_count_changed: ['enable_seqscan=off'],
      money_hold_changed: ['enable_seqscan=off'],
      money_project_postings: [...probesOnly, 'plan_cache_mode=force_generic_plan'],
    });
  });
});
