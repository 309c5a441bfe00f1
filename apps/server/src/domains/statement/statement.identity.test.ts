import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TransactionRecord } from '@remit/contract/account';
import type { StatementRecord } from '@remit/contract/statement';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import { users } from '../../db/schema/index';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntry } from '../../ledger/ledger.post';
import { reconcile } from '../../ledger/ledger.reconcile';
import { readCsv } from '../../platform/exports/csv-read';
import { isoDay } from './statement.periods';

/**
 * A statement line, the Transactions list and its export name one posting with
 * one id and one set of words. Today, on Demo's GBP account (a currency nothing else in the demo uses): a deposit,
 * a card top-up and withdrawal, a card purchase and its refund, a fee and a transfer out.
 */
let accountId: string;
let partnerId: string;
const today = isoDay(new Date());

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator');

beforeAll(async () => {
  const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  partnerId = u!.partnerId;
  const gbp = await ensureAccount(t.db, partnerAccount(partnerId, 'GBP'));
  const bank = await ensureAccount(t.db, platformAccount(partnerId, 'platform_bank', 'GBP'));
  accountId = gbp.id;
  const move = (key: string, type: number, amount: bigint, from: string, to: string) =>
    postEntry(t.db, {
      partnerId,
      type,
      idempotencyKey: `identity-${key}`,
      description: key,
      metadata: { txn: { counterpartyName: `Counterparty of ${key}` } },
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
  await move('deposit', 100, 100_000n, bank.id, gbp.id);
  await move('card-top-up', 130, 5_000n, gbp.id, bank.id);
  await move('card-withdrawal', 131, 1_000n, bank.id, gbp.id);
  await move('card-purchase', 140, 2_500n, gbp.id, bank.id);
  await move('card-refund', 141, 500n, bank.id, gbp.id);
  await move('fee', 500, 250n, gbp.id, bank.id);
  // A transfer's entry is typed 120; the leg that leaves this account is a Transfer Out.
  await move('transfer-out', 120, 300n, gbp.id, bank.id);
  const res = await t.cms(tokens.operator, 'statement', 'call', {
    action: 'generate',
    date: today,
    partnerId,
  });
  expect(res.statusCode).toBe(200);
});

const csvOf = (payload: Buffer) => readCsv(payload.toString('utf8').replace(/^\uFEFF/, ''));

const gbpStatement = async () => {
  const res = await t.cms(tokens.admin, 'statement', 'page', {
    type: 'daily',
    currency: 'GBP',
    dateFrom: today,
  });
  return (res.json().data.records as StatementRecord[])[0]!;
};

const statementCsv = async (language: 'en' | 'zh_CN') => {
  const s = await gbpStatement();
  const res = await t.cms(tokens.admin, 'statement', 'export', { id: s.id, format: 'csv', language });
  expect(res.statusCode).toBe(200);
  return csvOf(res.rawPayload);
};

/** The Transactions screen's rows of the GBP account, every page. */
const listed = async (body: object = {}) => {
  const res = await t.cms(tokens.admin, 'transaction', 'page', { accountId, size: 100, ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data as { records: TransactionRecord[]; total: number };
};

const words = {
  en: ['Deposit', 'Card top-up', 'Card withdrawal', 'Card purchase', 'Card refund', 'Fee', 'Transfer Out'],
  zh_CN: ['入金', '卡充值', '卡余额转出', '刷卡消费', '刷卡退款', '手续费', '转出'],
};

describe('one transaction, one id and one name', () => {
  it("puts on each statement line the id and the type's words the Transactions list shows for it", async () => {
    const { records } = await listed();
    const byDescription = new Map(records.map((r) => [r.description, r]));
    const csv = await statementCsv('en');
    expect(csv[0]!.slice(1, 3)).toEqual(['Transaction ID', 'Type']);
    const lines = csv.slice(1);
    expect(lines.map((l) => l[2])).toEqual(words.en);
    for (const line of lines) {
      const record = byDescription.get(line[3]!)!;
      expect(line[1], line[3]).toBe(record.id);
      expect(line[1]).toMatch(/^\d+$/);
      expect(line[4]!.replace('-', '')).toBe(record.amount);
    }
    const zh = await statementCsv('zh_CN');
    expect(zh.slice(1).map((l) => l[2])).toEqual(words.zh_CN);
    expect(zh.slice(1).map((l) => l[1])).toEqual(lines.map((l) => l[1]));
  });

  it('exports the same ids with the same words, and no type or status as a bare code', async () => {
    const { records, total } = await listed();
    const ids = new Map(records.map((r) => [r.id, r]));
    for (const language of ['en', 'zh_CN'] as const) {
      const res = await t.cms(tokens.admin, 'export', 'export', {
        kind: 'allTransactions',
        format: 'csv',
        filter: { accountId },
        language,
      });
      expect(res.statusCode).toBe(200);
      const [head, ...rows] = csvOf(res.rawPayload);
      const type = head!.indexOf(language === 'en' ? 'Type' : '类型');
      const status = head!.indexOf(language === 'en' ? 'Status' : '状态');
      expect(rows).toHaveLength(total);
      expect(rows.map((r) => r[0]).sort()).toEqual([...ids.keys()].sort());
      expect(new Set(rows.map((r) => r[type]))).toEqual(new Set(words[language]));
      for (const row of rows) {
        expect(row[type]).not.toMatch(/\d/);
        expect(row[status]).not.toMatch(/\d/);
      }
    }
  });

  it('finds a transaction by the id its statement line shows', async () => {
    const purchase = (await statementCsv('en')).find((l) => l[2] === 'Card purchase')!;
    const found = await listed({ keyword: purchase[1] });
    expect(found.total).toBe(1);
    expect(found.records.map((r) => [r.id, r.type, r.description])).toEqual([
      [purchase[1], 140, 'card-purchase'],
    ]);
    // On the Account screen's list too, and a keyword that is no id nor counterparty finds nothing.
    const own = await t.cms(tokens.admin, 'account-transaction', 'page', { keyword: purchase[1] });
    expect(own.json().data.records.map((r: TransactionRecord) => r.id)).toEqual([purchase[1]]);
    expect((await listed({ keyword: '999999999999' })).total).toBe(0);
    // Text is looked for inside the counterparty's name.
    const byName = await listed({ keyword: 'of card-pur' });
    expect(byName.records.map((r) => r.id)).toEqual([purchase[1]]);
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });
});
