import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DepositRecord, TransactionRecord } from '@remit/contract/account';
import { rowsOf } from '../../db/client';
import { partners } from '../../db/schema/index';
import { reconcile } from '../../ledger/ledger.reconcile';
import { BANK_SANDBOX_QUEUE } from '../../adapters/bank/bank.sandbox';
import type { BankNotification } from '../../adapters/bank/bank';
import { readCsv } from '../../platform/exports/csv-read';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { reconcileMoney } from './account.reconcile';

process.env.BANK_SANDBOX_DELAY_SECONDS = '1';

let demoId: string;
let otherId: string;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other', 'operator');
beforeAll(async () => {
  const [d] = await t.db.select().from(partners).where(eq(partners.name, 'Demo Trading Co.'));
  const [o] = await t.db.select().from(partners).where(eq(partners.name, 'Other Imports Ltd.'));
  demoId = d!.id;
  otherId = o!.id;
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.db, query);
const directCount = async (partnerId: string, where = sql`true`) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from account_transactions t where t.partner_id = ${partnerId}::uuid and ${where}`,
      )
    )[0]!.n,
  );

const txPage = (token: string, body: object = {}) => t.cms(token, 'account-transaction', 'page', body);
const allPage = (token: string, body: object = {}) => t.cms(token, 'transaction', 'page', body);
type Page = {
  records: TransactionRecord[];
  total: number;
  nextCursor: string | null;
  prevCursor: string | null;
};
const data = (res: { json(): { data: unknown } }) => res.json().data as Page;

const expectReconciled = async () => {
  const ledger = await reconcile(t.db);
  expect(ledger.problems).toEqual([]);
  const money = await reconcileMoney(t.db);
  expect(money.problems).toEqual([]);
};

const waitForDeposit = async (token: string, orderNo: string, timeoutMs = 120_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.cms(token, 'deposit-record', 'page', { orderNo, size: 10 });
    const record = (res.json().data.records as DepositRecord[])[0];
    if (record && record.status !== 'pending') return record;
    if (Date.now() > until) throw new Error(`deposit ${orderNo} still pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const balanceOf = async (token: string, currency: string) => {
  const res = await t.cms(token, 'account', 'list', {});
  return (res.json().data as { currency: string; available: string; ledger: string; onHold: string }[]).find(
    (b) => b.currency === currency,
  )!;
};

describe('balances and deposit instructions', () => {
  it('lists the configured currencies; each balance is the last running balance of its transactions', async () => {
    const res = await t.cms(tokens.admin, 'account', 'list', { language: 'en' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { currency: string; ledger: string; available: string; onHold: string }[];
    expect(list.map((b) => b.currency)).toEqual(['USD', 'EUR', 'MXN', 'BRL']);
    for (const b of list) {
      const last = data(await txPage(tokens.admin, { currency: b.currency, size: 10 })).records[0];
      expect(b.ledger).toBe(last ? last.balanceAfter : '0.00');
      expect(b.available).toBe(b.ledger); // nothing on hold in the seed
      expect(b.onHold).toMatch(/^0\.00$/);
    }
    expect(Number(list[0]!.ledger)).toBeGreaterThan(0);
    expect(Number(list[1]!.ledger)).toBeGreaterThan(0);
  });

  it('gives the partner its own virtual-account instructions per currency', async () => {
    const res = await t.cms(tokens.admin, 'account', 'get-by', { currency: 'USD' });
    const [usd] = res.json().data;
    expect(usd).toMatchObject({ currency: 'USD', bankName: 'Sandbox Bank N.A.', swift: 'SBXBUS33' });
    expect(usd.accountNumber).toMatch(/^\d{12}$/);
    const theirs = (await t.cms(tokens.other, 'account', 'get-by', { currency: 'USD' })).json().data[0];
    expect(theirs.accountNumber).not.toBe(usd.accountNumber);
    expect((await t.cms(tokens.admin, 'account', 'get-by', {})).json().data).toHaveLength(4);
  });
});

describe('account transactions', () => {
  it('pages newest first with exact totals and the spec’s fields', async () => {
    const res = await txPage(tokens.admin, { page: 1, size: 25 });
    expect(res.statusCode).toBe(200);
    const page = data(res);
    expect(page.total).toBe(await directCount(demoId, sql`t.account_kind = 'partner'`));
    expect(page.total).toBeGreaterThan(60);
    expect(page.records).toHaveLength(25);
    const times = page.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const deposit =
      page.records.find((r) => r.type === 100) ?? data(await txPage(tokens.admin, { type: 100 })).records[0]!;
    expect(deposit).toMatchObject({
      status: 1,
      accountKind: 'partner',
      fee: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(deposit.orderNo).toMatch(/^DP\d{8}/);
    expect(deposit.counterpartyName).toBeTruthy();
    expect(Number(deposit.balanceChange)).toBeGreaterThan(0);
    expect(deposit.amount).toBe(deposit.balanceChange);
  });

  it('filters by type, status, currency, account and date range, with totals matching a direct count', async () => {
    const fees = data(await txPage(tokens.admin, { type: 500, size: 100 }));
    expect(fees.records.every((r) => r.type === 500 && r.balanceChange.startsWith('-'))).toBe(true);
    expect(fees.total).toBe(await directCount(demoId, sql`t.account_kind = 'partner' and t.type = 500`));

    const eur = data(await txPage(tokens.admin, { currency: 'EUR', size: 100 }));
    expect(eur.records.every((r) => r.billingCurrency === 'EUR')).toBe(true);
    expect(eur.total).toBe(await directCount(demoId, sql`t.account_kind = 'partner' and t.currency = 'EUR'`));

    // Exchange legs are "out" on the sold side and "in" on the bought side.
    const exOut = data(await txPage(tokens.admin, { type: 123 }));
    const exIn = data(await txPage(tokens.admin, { type: 122 }));
    expect(exOut.total).toBe(exIn.total);
    if (exOut.total) {
      expect(exOut.records[0]!.billingCurrency).toBe('USD');
      expect(exIn.records[0]!.billingCurrency).toBe('EUR');
    }

    expect(data(await txPage(tokens.admin, { status: 11 })).total).toBe(0);

    const usdAccount = (await balanceOf(tokens.admin, 'USD')) as unknown as { accountId: string };
    const list = (await t.cms(tokens.admin, 'account', 'list', {})).json().data as {
      currency: string;
      accountId: string;
    }[];
    const usdId = list.find((b) => b.currency === 'USD')!.accountId;
    expect(usdAccount).toBeTruthy();
    const byAccount = data(await txPage(tokens.admin, { accountId: usdId }));
    expect(byAccount.total).toBe(await directCount(demoId, sql`t.account_id = ${usdId}::uuid`));

    // Ranges with ragged ends (mid-day, across UTC midnight) and whole days: counters + edges stay exact.
    const now = Date.now();
    const ranges: [number, number][] = [
      [now - 30 * 86_400_000 + 12_345_678, now - 2 * 86_400_000 - 7_777_777],
      [now - 40 * 86_400_000, now],
      [now - 5 * 86_400_000 - 3_600_000, now - 5 * 86_400_000 + 3_600_000],
      [Math.floor(now / 86_400_000 - 20) * 86_400_000, Math.floor(now / 86_400_000 - 10) * 86_400_000],
    ];
    for (const [a, b] of ranges) {
      const from = new Date(a).toISOString();
      const to = new Date(b).toISOString();
      const res = data(await txPage(tokens.admin, { from, to, size: 100 }));
      const expected = await directCount(
        demoId,
        sql`t.account_kind = 'partner' and t.created_at >= ${from}::timestamptz and t.created_at <= ${to}::timestamptz`,
      );
      expect(res.total, `${from} .. ${to}`).toBe(expected);
      expect(res.records.every((r) => r.createdAt >= from && r.createdAt <= to)).toBe(true);
      const onlyFrom = data(await txPage(tokens.admin, { from, type: 100 })).total;
      expect(onlyFrom).toBe(
        await directCount(
          demoId,
          sql`t.account_kind = 'partner' and t.type = 100 and t.created_at >= ${from}::timestamptz`,
        ),
      );
      const onlyTo = data(await txPage(tokens.admin, { to, type: 500 })).total;
      expect(onlyTo).toBe(
        await directCount(
          demoId,
          sql`t.account_kind = 'partner' and t.type = 500 and t.created_at <= ${to}::timestamptz`,
        ),
      );
    }
  });

  it('reads the next and previous pages by keyset the same as by offset', async () => {
    const p1 = data(await txPage(tokens.admin, { page: 1, size: 10 }));
    const p2offset = data(await txPage(tokens.admin, { page: 2, size: 10 }));
    const p2keyset = data(await txPage(tokens.admin, { page: 2, size: 10, cursor: p1.nextCursor }));
    expect(p2keyset.records.map((r) => r.id)).toEqual(p2offset.records.map((r) => r.id));
    expect(p2keyset.total).toBe(p1.total);
    const p3 = data(await txPage(tokens.admin, { page: 3, size: 10, cursor: p2keyset.nextCursor }));
    const p3offset = data(await txPage(tokens.admin, { page: 3, size: 10 }));
    expect(p3.records.map((r) => r.id)).toEqual(p3offset.records.map((r) => r.id));
    const back = data(await txPage(tokens.admin, { page: 2, size: 10, cursor: p3.prevCursor }));
    expect(back.records.map((r) => r.id)).toEqual(p2offset.records.map((r) => r.id));
    // A cursor from another filter or a forged one is ignored: the page is read by offset.
    const mismatched = data(
      await txPage(tokens.admin, { page: 2, size: 10, type: 100, cursor: p1.nextCursor }),
    );
    expect(mismatched.records.every((r) => r.type === 100)).toBe(true);
    const forged = await txPage(tokens.admin, { page: 2, size: 10, cursor: 'eyJrIjoiJyBvciAxPTEgLS0ifQ' });
    expect(data(forged).records.map((r) => r.id)).toEqual(p2offset.records.map((r) => r.id));
    // The last page has no next cursor; past the end is empty, not an error.
    const lastPage = Math.ceil(p1.total / 10);
    expect(data(await txPage(tokens.admin, { page: lastPage, size: 10 })).nextCursor).toBeNull();
    expect(data(await txPage(tokens.admin, { page: lastPage + 5, size: 10 })).records).toEqual([]);
  });

  it('refuses bad filters with a 400 that names the problem, in the request’s language', async () => {
    const cases: [object, RegExp][] = [
      [{ type: 999 }, /Unknown transaction type/],
      [{ status: 9 }, /Unknown transaction status/],
      [{ currency: 'XXX' }, /currency/i],
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, /end date must not be before/],
      [{ from: 'yesterday' }, /./],
      [{ size: 7 }, /size/],
      [{ accountId: 'nope' }, /account id is invalid/],
    ];
    for (const [body, message] of cases) {
      const res = await txPage(tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res).msg).toMatch(message);
    }
    const zh = await txPage(tokens.admin, { type: 999, language: 'zh_CN' });
    expect(expectEnvelope(zh).msg).toMatch(/未知的交易类型/);
  });

  it('Transactions lists every account of the partner and can narrow to one kind', async () => {
    const all = data(await allPage(tokens.admin, { size: 10 }));
    expect(all.total).toBe(await directCount(demoId));
    const partnerOnly = data(await allPage(tokens.admin, { accountKind: 'partner' }));
    expect(partnerOnly.total).toBe(data(await txPage(tokens.admin)).total);
    // The demo's top-up card has its top-up (a card account's one line).
    const cardLines = data(await allPage(tokens.admin, { accountKind: 'card' })).total;
    expect(cardLines).toBe(await directCount(demoId, sql`t.account_kind = 'card'`));
    expect(cardLines).toBeGreaterThanOrEqual(1);
  });
});

describe('partners never see each other’s money', () => {
  it('partner B sees only its own rows, and A’s account id answers 404', async () => {
    const mine = data(await txPage(tokens.admin, { size: 100 }));
    const theirs = data(await txPage(tokens.other, { size: 100 }));
    expect(theirs.total).toBe(await directCount(otherId, sql`t.account_kind = 'partner'`));
    const mineIds = new Set(mine.records.map((r) => r.id));
    expect(theirs.records.some((r) => mineIds.has(r.id))).toBe(false);
    const demoUsd = (
      (await t.cms(tokens.admin, 'account', 'list', {})).json().data as { accountId: string }[]
    )[0]!.accountId;
    for (const call of [
      txPage(tokens.other, { accountId: demoUsd }),
      allPage(tokens.other, { accountId: demoUsd }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(404);
      expect(expectEnvelope(res).msg).toBe('The account was not found.');
    }
    // A platform account of the partner itself is not a customer account either.
    const [bank] = await rows<{ id: string }>(
      sql`select id::text as id from ledger_accounts where partner_id = ${demoId}::uuid and kind = 'platform_bank' limit 1`,
    );
    expect((await txPage(tokens.admin, { accountId: bank!.id })).statusCode).toBe(404);
    const deposits = (await t.cms(tokens.other, 'deposit-record', 'page', { size: 100 })).json().data;
    const demoDeposits = (await t.cms(tokens.admin, 'deposit-record', 'page', { size: 100 })).json().data;
    const demoOrders = new Set((demoDeposits.records as DepositRecord[]).map((d) => d.orderNo));
    expect((deposits.records as DepositRecord[]).some((d) => demoOrders.has(d.orderNo))).toBe(false);
    const dash = (await t.cms(tokens.other, 'dashboard', 'get', {})).json().data;
    expect((dash.recentTransactions as TransactionRecord[]).some((r) => mineIds.has(r.id))).toBe(false);
  });
});

describe('deposit records', () => {
  it('lists the seed’s credited, pending and failed deposits with the spec’s fields and filters', async () => {
    const res = await t.cms(tokens.admin, 'deposit-record', 'page', { size: 100 });
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { records: DepositRecord[]; total: number };
    const credited = (await t.cms(tokens.admin, 'deposit-record', 'page', { status: 'credited' })).json()
      .data;
    expect(credited.total).toBe(data(await txPage(tokens.admin, { type: 100 })).total);
    expect(
      (await t.cms(tokens.admin, 'deposit-record', 'page', { status: 'pending' })).json().data.total,
    ).toBe(1);
    const failed = (await t.cms(tokens.admin, 'deposit-record', 'page', { status: 'failed' })).json().data;
    expect(failed.total).toBe(1);
    expect(failed.records[0]).toMatchObject({
      creditedAmount: '0.00',
      failureReason: expect.stringMatching(/name/),
    });
    const one = page.records.find((r) => r.status === 'credited')!;
    expect(one).toMatchObject({
      creditCurrency: expect.stringMatching(/^(USD|EUR)$/),
      paymentCurrency: one.creditCurrency,
      paidAmount: one.creditedAmount,
      bankName: expect.any(String),
      estimatedArrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      transactionId: expect.any(String),
    });
    const eur = (await t.cms(tokens.admin, 'deposit-record', 'page', { currency: 'EUR', size: 100 })).json()
      .data;
    expect((eur.records as DepositRecord[]).every((r) => r.creditCurrency === 'EUR')).toBe(true);
    const bad = await t.cms(tokens.admin, 'deposit-record', 'page', { status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('simulate an incoming deposit through the sandbox bank', () => {
  it('goes Pending → Credited by the bank’s delayed notification: balance, transaction, record, reconcile', async () => {
    const before = await balanceOf(tokens.admin, 'USD');
    const res = await t.cms(tokens.operator, 'deposit-record', 'call', {
      action: 'simulate',
      partnerId: demoId,
      currency: 'USD',
      amount: '1234.56',
      remark: 'e2e top-up',
    });
    expect(res.statusCode).toBe(200);
    const pending = res.json().data as DepositRecord;
    expect(pending).toMatchObject({ status: 'pending', paidAmount: '1234.56', creditedAmount: '0.00' });
    // Nothing is credited inside the request: the bank answers later.
    expect((await balanceOf(tokens.admin, 'USD')).ledger).toBe(before.ledger);

    const done = await waitForDeposit(tokens.admin, pending.orderNo);
    expect(done).toMatchObject({
      status: 'credited',
      creditedAmount: '1234.56',
      transactionId: expect.any(String),
    });
    const after = await balanceOf(tokens.admin, 'USD');
    expect(BigInt(after.ledger.replace('.', '')) - BigInt(before.ledger.replace('.', ''))).toBe(123456n);
    const latest = data(await txPage(tokens.admin, { type: 100, currency: 'USD', size: 10 })).records[0]!;
    expect(latest).toMatchObject({
      id: done.transactionId,
      orderNo: pending.orderNo,
      balanceChange: '1234.56',
      balanceAfter: after.ledger,
      status: 1,
    });
    await expectReconciled();
  });

  it('a replayed bank notification credits once', async () => {
    const res = await t.cms(tokens.operator, 'deposit-record', 'call', {
      action: 'simulate',
      partnerId: demoId,
      currency: 'EUR',
      amount: '50.00',
    });
    const pending = res.json().data as DepositRecord;
    const before = await balanceOf(tokens.admin, 'EUR');
    // The bank delivers the same notification twice more, at once, beside the sandbox's own delivery.
    const copy: BankNotification = {
      bankReference: pending.bankReference,
      partnerId: demoId,
      outcome: 'credited',
      currency: 'EUR',
      amountMinor: '5000',
    };
    const ids = await Promise.all([
      t.jobs.send(BANK_SANDBOX_QUEUE, copy),
      t.jobs.send(BANK_SANDBOX_QUEUE, copy),
    ]);
    await waitForDeposit(tokens.admin, pending.orderNo);
    for (const id of ids) {
      const until = Date.now() + 20_000;
      for (;;) {
        const job = await t.jobs.boss.getJobById(BANK_SANDBOX_QUEUE, id!);
        if (job?.state === 'completed') break;
        if (Date.now() > until) throw new Error(`replay job ${job?.state}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    // Let the sandbox's own (delayed) delivery run too.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await balanceOf(tokens.admin, 'EUR');
    expect(BigInt(after.ledger.replace('.', '')) - BigInt(before.ledger.replace('.', ''))).toBe(5000n);
    const credits = await rows<{ n: number }>(
      sql`select count(*)::int as n from account_transactions where order_no = ${pending.orderNo}`,
    );
    expect(credits[0]!.n).toBe(1);
    await expectReconciled();
  });

  it('a rejected payment credits nothing and the record says why', async () => {
    const before = await balanceOf(tokens.other, 'USD');
    const count = data(await txPage(tokens.other)).total;
    const res = await t.cms(tokens.operator, 'deposit-record', 'call', {
      action: 'simulate',
      partnerId: otherId,
      currency: 'USD',
      amount: '999.99',
      outcome: 'fail',
    });
    const done = await waitForDeposit(tokens.other, res.json().data.orderNo);
    expect(done).toMatchObject({ status: 'failed', creditedAmount: '0.00', transactionId: null });
    expect(done.failureReason).toMatch(/Rejected/);
    expect((await balanceOf(tokens.other, 'USD')).ledger).toBe(before.ledger);
    expect(data(await txPage(tokens.other)).total).toBe(count);
    await expectReconciled();
  });

  it('is idempotent on the caller’s key, and refuses bad amounts and unknown partners', async () => {
    const body = {
      action: 'simulate',
      partnerId: otherId,
      currency: 'USD',
      amount: '10.00',
      idempotencyKey: 'sim-key-0001',
    };
    const a = (await t.cms(tokens.operator, 'deposit-record', 'call', body)).json().data;
    const b = (await t.cms(tokens.operator, 'deposit-record', 'call', body)).json().data;
    expect(b.id).toBe(a.id);
    const changed = await t.cms(tokens.operator, 'deposit-record', 'call', { ...body, amount: '11.00' });
    expect(changed.statusCode).toBe(409);
    await waitForDeposit(tokens.other, a.orderNo);

    const bad: [object, number, RegExp][] = [
      [{ amount: '-5.00' }, 400, /positive/],
      [{ amount: '1.005' }, 400, /at most 2 decimals/],
      [{ amount: 'ten' }, 400, /./],
      [{ currency: 'JPY' }, 400, /JPY is not an account currency/],
      [{ partnerId: '01890000-0000-7000-8000-000000000000' }, 404, /partner was not found/],
    ];
    for (const [patch, status, message] of bad) {
      const res = await t.cms(tokens.operator, 'deposit-record', 'call', {
        ...body,
        idempotencyKey: undefined,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      expect(expectEnvelope(res).msg).toMatch(message);
    }
    await expectReconciled();
  });
});

describe('permissions', () => {
  it('viewer and finance read the lists; only the operator simulates deposits', async () => {
    for (const token of [tokens.viewer, tokens.finance]) {
      expect((await t.cms(token, 'account', 'list', {})).statusCode).toBe(200);
      expect((await txPage(token)).statusCode).toBe(200);
      expect((await allPage(token)).statusCode).toBe(200);
      expect((await t.cms(token, 'deposit-record', 'page', {})).statusCode).toBe(200);
      expect((await t.cms(token, 'dashboard', 'get', {})).statusCode).toBe(200);
    }
    const body = { action: 'simulate', partnerId: demoId, currency: 'USD', amount: '10.00' };
    const byViewer = await t.cms(tokens.viewer, 'deposit-record', 'call', body);
    expect(byViewer.statusCode).toBe(403);
    // Finance and the administrator hold account:add, but the sandbox bank is the operator's: 404, nothing written.
    const deposits = (await t.cms(tokens.admin, 'deposit-record', 'page', {})).json().data.total;
    const byFinance = await t.cms(tokens.finance, 'deposit-record', 'call', body);
    expect(byFinance.statusCode).toBe(404);
    expect(expectEnvelope(byFinance).msg).toBe('Only the platform operator can do this.');
    const byAdmin = await t.cms(tokens.admin, 'deposit-record', 'call', body);
    expect(byAdmin.statusCode).toBe(404);
    expect((await t.cms(tokens.admin, 'deposit-record', 'list', {})).statusCode).toBe(404);
    expect((await t.cms(tokens.admin, 'deposit-record', 'page', {})).json().data.total).toBe(deposits);
    const choices = (await t.cms(tokens.operator, 'deposit-record', 'list', {})).json().data as {
      id: string;
      name: string;
    }[];
    expect(choices).toEqual([
      { id: demoId, name: 'Demo Trading Co.' },
      { id: otherId, name: 'Other Imports Ltd.' },
    ]);
    expect((await t.cms(undefined, 'account', 'list', {})).statusCode).toBe(401);
  });
});

describe('dashboard', () => {
  it('shows balances, 3 months of incoming/outgoing per currency matching the ledger, recent rows', async () => {
    const res = await t.cms(tokens.admin, 'dashboard', 'get', {});
    expect(res.statusCode).toBe(200);
    const d = res.json().data as {
      balances: { currency: string }[];
      monthly: { month: string; currency: string; incoming: string; outgoing: string }[];
      recentTransactions: TransactionRecord[];
      merchants: { createdAt: string; status: string; merchantNo: string }[];
      merchantCounts: { status: string; count: number }[];
    };
    expect(d.balances.map((b) => b.currency)).toEqual(['USD', 'EUR', 'MXN', 'BRL']);
    expect(new Set(d.monthly.map((m) => m.month)).size).toBe(3);
    expect(d.recentTransactions).toHaveLength(10);
    // The demo's merchants of the last three months, newest first, with a count per status.
    const created = d.merchants.map((m) => m.createdAt);
    expect(created.length).toBeGreaterThan(0);
    expect([...created].sort().reverse()).toEqual(created);
    expect(d.merchantCounts.reduce((n, c) => n + c.count, 0)).toBe(d.merchants.length);
    expect(d.merchants.every((m) => /^M\d{6}$/.test(m.merchantNo))).toBe(true);
    for (const m of d.monthly.filter((x) => x.currency === 'USD' || x.currency === 'EUR')) {
      const [r] = await rows<{ credit: string; debit: string }>(
        sql`select coalesce(sum(greatest(amount, 0)), 0)::text as credit, coalesce(sum(greatest(-amount, 0)), 0)::text as debit
            from account_transactions where partner_id = ${demoId}::uuid and account_kind = 'partner'
              and currency = ${m.currency} and to_char(created_at at time zone 'UTC', 'YYYY-MM') = ${m.month}`,
      );
      expect(m.incoming.replace('.', '').replace(/^0+(?=\d)/, '')).toBe(r!.credit);
      expect(m.outgoing.replace('.', '').replace(/^0+(?=\d)/, '')).toBe(r!.debit);
    }
  });
});

describe('exports', () => {
  it('declares accountTransactions, allTransactions and depositRecords, read in keyset batches', async () => {
    const kind = t.app.exportKinds.get('accountTransactions')!;
    expect(kind).toBeTruthy();
    expect(t.app.exportKinds.get('depositRecords')).toBeTruthy();
    expect(t.app.exportKinds.get('allTransactions')).toBeTruthy();
    const ctx = { db: t.db, partnerId: demoId, language: 'en' as const };
    const filter = kind.filter.parse({ currency: 'USD' });
    const total = await kind.count(ctx, filter);
    const seen: string[] = [];
    for await (const batch of kind.batches(ctx, filter))
      for (const row of batch as { id: string }[]) seen.push(row.id);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(() => kind.filter.parse({ type: 7 })).toThrow();
    const deposits = t.app.exportKinds.get('depositRecords')!;
    let n = 0;
    for await (const batch of deposits.batches(ctx, deposits.filter.parse({})))
      n += (batch as unknown[]).length;
    expect(n).toBe(await deposits.count(ctx, deposits.filter.parse({})));
    await expect(
      kind.count(
        { ...ctx, partnerId: otherId },
        kind.filter.parse({ accountId: seen.length ? await firstAccount() : undefined }),
      ),
    ).rejects.toThrow();
  });
});

const firstAccount = async () =>
  ((await t.cms(tokens.admin, 'account', 'list', {})).json().data as { accountId: string }[])[0]!.accountId;

describe('export through the export route', () => {
  it('streams the filtered account transactions as CSV: every row, money as decimal strings', async () => {
    const filter = { currency: 'USD', type: 100 };
    const res = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'accountTransactions',
      format: 'csv',
      filter,
    });
    expect(res.statusCode).toBe(200);
    const csv = readCsv(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    const expected = data(await txPage(tokens.admin, { ...filter, size: 100 }));
    expect(csv[0]!.slice(0, 3)).toEqual(['Transaction ID', 'Time (UTC)', 'Type']);
    expect(csv.length - 1).toBe(expected.total);
    const first = expected.records[0]!;
    const line = csv.find((r) => r[0] === first.id)!;
    expect(line).toContain('Deposit');
    expect(line).toContain(first.amount);
    expect(line).toContain(first.balanceAfter);
    // The Account column reads as the screen does, in the file's language.
    expect(line[csv[0]!.indexOf('Account')]).toBe('Partner account');
    const zh = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'accountTransactions',
      format: 'csv',
      filter,
      language: 'zh_CN',
    });
    const zhCsv = readCsv(zh.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(zhCsv.find((r) => r[0] === first.id)![zhCsv[0]!.indexOf('账户')]).toBe('合作方账户');
    const other_ = await t.cms(tokens.other, 'export', 'export', { kind: 'depositRecords', format: 'csv' });
    const theirs = readCsv(other_.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(
      theirs.slice(1).every((r) => !r[0]!.includes(demoId.replace(/-/g, '').slice(-6).toUpperCase())),
    ).toBe(true);
    const badFilter = await t.cms(tokens.viewer, 'export', 'export', {
      kind: 'accountTransactions',
      format: 'csv',
      filter: { type: 7 },
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the money routes from the contract', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const p of ['account/list', 'account/get-by', 'deposit-record/page', 'deposit-record/call'])
      expect(paths).toContain(`/api/portal/cms/${p}`);
    for (const p of ['account-transaction/page', 'transaction/page', 'dashboard/get'])
      expect(paths).toContain(`/api/portal/cms/${p}`);
  });
});

describe('sandbox mode off', () => {
  // A second app on its own database: built in the hook (whose time limit is longer), not in the test.
  const prod = useTestApp({ SANDBOX: 'false' });

  it('refuses to simulate deposits', async () => {
    const op = await prod.login(demo.operator);
    const [d] = await prod.db.select().from(partners).where(eq(partners.name, 'Demo Trading Co.'));
    const res = await prod.cms(op, 'deposit-record', 'call', {
      action: 'simulate',
      partnerId: d!.id,
      currency: 'USD',
      amount: '10.00',
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toMatch(/sandbox mode/);
  });
});
