import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { StatementRecord } from '@remit/contract/statement';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { rowsOf } from '../../db/client';
import { ledgerAccounts, statements, users } from '../../db/schema/index';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntry } from '../../ledger/ledger.post';
import { reconcile } from '../../ledger/ledger.reconcile';
import { readCsv } from '../../platform/exports/csv-read';
import { isoDay } from './statement.periods';

/**
 * A day of activity on Demo's BRL account (a balance currency the demo opens empty and never moves), placed in time by
 * moving its postings back: the day before yesterday a deposit, yesterday three movements, today one more.
 */
let accountId: string;
let partnerId: string;
const now = new Date();
const day = (offset: number, time: string) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return new Date(`${isoDay(d)}T${time}Z`);
};
const yesterday = isoDay(day(-1, '00:00:00'));
const today = isoDay(now);

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.db, query);

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'other', 'operator');
beforeAll(async () => {
  const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  partnerId = u!.partnerId;
  const brl = await ensureAccount(t.db, partnerAccount(partnerId, 'BRL'));
  const bank = await ensureAccount(t.db, platformAccount(partnerId, 'platform_bank', 'BRL'));
  const fees = await ensureAccount(t.db, platformAccount(partnerId, 'platform_fees', 'BRL'));
  accountId = brl.id;
  const move = async (key: string, type: number, amount: bigint, from: string, to: string, at: Date) => {
    const entry = await postEntry(t.db, {
      partnerId,
      type,
      idempotencyKey: key,
      description: key,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
    // Test fixture only: history is written "now", so the postings are moved to the time they stand for.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_no_change`);
      await tx.execute(
        sql`update ledger_postings set created_at = ${at.toISOString()}::timestamptz where entry_id = ${entry.entryId}::uuid`,
      );
      await tx.execute(
        sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz where id = ${entry.entryId}::uuid`,
      );
      await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_no_change`);
    });
  };
  // The seed closed BRL's empty days already; this history is the test's own, so its statements are made anew.
  await t.db
    .delete(statements)
    .where(and(eq(statements.partnerId, partnerId), eq(statements.accountId, brl.id)));
  await t.db
    .update(ledgerAccounts)
    .set({ createdAt: day(-3, '00:00:00') })
    .where(eq(ledgerAccounts.partnerId, partnerId));
  await move('opening', 100, 10_000n, bank.id, brl.id, day(-2, '15:00:00'));
  await move('deposit-morning', 100, 100_000n, bank.id, brl.id, day(-1, '08:30:00'));
  await move('deposit-noon', 100, 25_055n, bank.id, brl.id, day(-1, '12:00:00'));
  await move('fee-late', 500, 250n, brl.id, fees.id, day(-1, '23:59:59.999'));
  await move('deposit-today', 100, 777n, bank.id, brl.id, day(0, '00:00:00'));
});

const page = (token: string, body: object) => t.cms(token, 'statement', 'page', body);
const brlDaily = async (date: string) => {
  const res = await page(tokens.admin, { type: 'daily', currency: 'BRL', dateFrom: date, dateTo: date });
  return res.json().data.records as StatementRecord[];
};

describe('the nightly statement run', () => {
  let statement: StatementRecord;

  it("closes yesterday: balances from the postings, the ending balance equal to the ledger's at midnight", async () => {
    await t.jobs.send('statements.generate', {});
    const deadline = Date.now() + 15_000;
    while ((await brlDaily(yesterday)).length === 0) {
      if (Date.now() > deadline) throw new Error('the statement job did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    statement = (await brlDaily(yesterday))[0]!;
    expect(statement).toMatchObject({
      type: 'daily',
      currency: 'BRL',
      date: yesterday,
      provisional: false,
      beginningBalance: '100.00',
      changeAmount: '1248.05',
      endingBalance: '1348.05',
      postings: 3,
      fileName: `statement_daily_BRL_${yesterday.replace(/-/g, '')}`,
    });
    const [ledger] = await rows<{ at_midnight: string; now: string }>(sql`
      select (select sum(amount) from ledger_postings where account_id = ${accountId}::uuid
                and created_at < ${day(0, '00:00:00').toISOString()}::timestamptz)::text as at_midnight,
             (select balance from ledger_accounts where id = ${accountId}::uuid)::text as now`);
    expect(ledger).toEqual({ at_midnight: '134805', now: '135582' });
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });

  it('writes nothing new when run again (idempotent per account and period)', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from statements`);
    const id = await t.jobs.send('statements.generate', {});
    const deadline = Date.now() + 15_000;
    while ((await t.jobs.boss.getJobById('statements.generate', id!))?.state !== 'completed') {
      if (Date.now() > deadline) throw new Error('the second run did not complete');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from statements`)).toEqual(before);
    expect((await brlDaily(yesterday))[0]).toEqual(statement);
  });

  it('downloads the CSV: its postings in order, the running balance ending on the ending balance', async () => {
    const res = await t.cms(tokens.admin, 'statement', 'export', { id: statement.id, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${statement.fileName}.csv`);
    const csv = readCsv(res.rawPayload.toString('utf8').slice(1));
    expect(csv[0]).toEqual(['Time (UTC)', 'Transaction ID', 'Type', 'Description', 'Amount', 'Balance']);
    expect(csv.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[5]])).toEqual([
      [`${yesterday}T08:30:00.000Z`, 'Deposit', 'deposit-morning', '1000.00', '1100.00'],
      [`${yesterday}T12:00:00.000Z`, 'Deposit', 'deposit-noon', '250.55', '1350.55'],
      [`${yesterday}T23:59:59.999Z`, 'Fee', 'fee-late', '-2.50', '1348.05'],
    ]);
    const zh = await t.cms(tokens.admin, 'statement', 'export', {
      id: statement.id,
      format: 'csv',
      language: 'zh_CN',
    });
    expect(readCsv(zh.rawPayload.toString('utf8').slice(1))[0]).toEqual([
      '时间（UTC）',
      '交易编号',
      '类型',
      '描述',
      '金额',
      '余额',
    ]);
  });

  it('downloads the PDF, with the period in it, in English and in Chinese (CJK font embedded)', async () => {
    const res = await t.cms(tokens.admin, 'statement', 'export', { id: statement.id, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(Daily Statement BRL ${yesterday})`);
    const zh = await t.cms(tokens.admin, 'statement', 'export', {
      id: statement.id,
      format: 'pdf',
      language: 'zh_CN',
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJK/);
  });
});

describe('statement routes', () => {
  it("are sealed per partner: Other sees none of Demo's statements and gets 404 for their ids", async () => {
    const [s] = await brlDaily(yesterday);
    const theirs = (await page(tokens.other, { currency: 'BRL', size: 100 })).json().data;
    expect(theirs.records.length).toBeGreaterThan(0);
    expect(theirs.records.filter((r: StatementRecord) => r.accountId === s!.accountId)).toEqual([]);
    for (const format of ['csv', 'pdf']) {
      const res = await t.cms(tokens.other, 'statement', 'export', { id: s!.id, format });
      expect(res.statusCode).toBe(404);
      expect(expectEnvelope(res).code).toBe('40451');
    }
  });

  it('refuse bad filters with a clear 400', async () => {
    for (const body of [
      { type: 'weekly' },
      { dateFrom: '2026-02-30x' },
      { dateFrom: '2026-03-02', dateTo: '2026-03-01' },
    ]) {
      const res = await page(tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res).msg).toMatch(/^Invalid request: /);
    }
  });

  it('let only the operator generate now: a provisional statement of today, equal to the balance right now', async () => {
    const partner = await t.cms(tokens.admin, 'statement', 'call', { action: 'generate', date: today });
    expect(partner.statusCode).toBe(404);
    const future = await t.cms(tokens.operator, 'statement', 'call', {
      action: 'generate',
      date: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(expectEnvelope(future).msg).toContain('2999-01-01');
    const res = await t.cms(tokens.operator, 'statement', 'call', {
      action: 'generate',
      date: today,
      partnerId,
    });
    expect(res.statusCode).toBe(200);
    const [s] = await brlDaily(today);
    expect(s).toMatchObject({
      provisional: true,
      beginningBalance: '1348.05',
      changeAmount: '7.77',
      endingBalance: '1355.82',
    });
    const monthly = (await page(tokens.admin, { type: 'monthly', currency: 'BRL' })).json().data
      .records as StatementRecord[];
    expect(monthly[0]).toMatchObject({
      provisional: true,
      endingBalance: '1355.82',
      date: today.slice(0, 7),
    });
    // Yesterday's final statement is left as it was.
    expect((await brlDaily(yesterday))[0]!.endingBalance).toBe('1348.05');
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });

  it('are listed with paging and filters, answering an empty page past the end', async () => {
    const all = (await page(tokens.admin, { currency: 'BRL', size: 10 })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const far = (await page(tokens.admin, { currency: 'BRL', page: 50 })).json().data;
    expect(far.records).toEqual([]);
    const eur = (await page(tokens.admin, { currency: 'EUR' })).json().data;
    expect(eur.records.every((r: StatementRecord) => r.currency === 'EUR')).toBe(true);
  });
});
