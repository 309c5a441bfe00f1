import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TransactionRecord } from '@remit/contract/account';
import { toDecimal, toMinor } from '@remit/contract/money';
import type { StatementRecord } from '@remit/contract/statement';
import { rowsOf } from '../../db/client';
import { reconcile } from '../../ledger/ledger.reconcile';
import { readCsv } from '../../platform/exports/csv-read';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import {
  balanceOf,
  ordersApi,
  setAvailable,
  readyToWithdraw,
  setApprovalRule,
} from '../../../test/helpers/orders';
import { reconcileMoney } from './account.reconcile';

/**
 * Money reserved by a hold (a withdrawal at the bank, an exchange awaiting approval) is listed as Pending
 * (spec §3 status 11) from the moment it is held, amount and fee as separate rows with the order number; the
 * bank's completion replaces them by the Normal rows of the postings, a failure removes them. Pending rows
 * move no balance: statements, the dashboard's incoming/outgoing and the balance-change column leave them out.
 */
let api: ReturnType<typeof ordersApi>;
let partnerId: string;
let withdrawalAccountId: string;

type Page = { records: TransactionRecord[]; total: number };
const txPage = async (token: string, body: object = {}) => {
  const res = await t.cms(token, 'account-transaction', 'page', { size: 100, ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};
const allPage = async (token: string, body: object = {}) =>
  (await t.cms(token, 'transaction', 'page', { size: 100, ...body })).json().data as Page;
const rowsOfOrder = async (orderNo: string, body: object = {}) =>
  (await txPage(tokens.admin, { currency: 'USD', ...body })).records.filter((r) => r.orderNo === orderNo);

const expectReconciled = async () => {
  expect((await reconcile(t.db, partnerId)).problems).toEqual([]);
  expect((await reconcileMoney(t.db, partnerId)).problems).toEqual([]);
};
const usd = () => balanceOf(t.db, partnerId, 'partner', 'USD');
const dashboardMonths = async () =>
  (
    (await t.cms(tokens.admin, 'dashboard', 'get', {})).json().data as {
      monthly: { month: string; currency: string; incoming: string; outgoing: string }[];
    }
  ).monthly.filter((m) => m.currency === 'USD');

const today = new Date().toISOString().slice(0, 10);
const dayRange = { from: `${today}T00:00:00.000Z`, to: `${today}T23:59:59.999Z` };

/** The operator's "generate now": today's provisional USD statement of the demo partner account. */
const todaysStatement = async () => {
  const res = await t.cms(tokens.operator, 'statement', 'call', {
    action: 'generate',
    date: today,
    partnerId,
  });
  expect(res.statusCode).toBe(200);
  const page = await t.cms(tokens.admin, 'statement', 'page', {
    type: 'daily',
    currency: 'USD',
    dateFrom: today,
    dateTo: today,
  });
  const s = (page.json().data.records as StatementRecord[]).find((r) => r.accountKind === 'partner')!;
  const csv = await t.cms(tokens.admin, 'statement', 'export', { id: s.id, format: 'csv' });
  return { statement: s, csv: csv.rawPayload.toString('utf8') };
};

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'finance', 'operator');
beforeAll(async () => {
  api = ordersApi(t);
  ({ partnerId, accountId: withdrawalAccountId } = await readyToWithdraw(t, tokens.admin, '1000.00'));
});

describe('a withdrawal in the transaction lists', () => {
  let orderNo = '';
  let orderId = '';
  let before: { total: number; pending: number; today: number; all: number };
  let dashBefore: Awaited<ReturnType<typeof dashboardMonths>>;

  it('accepted: Pending amount and fee rows with the order number; the balance has not moved', async () => {
    before = {
      total: (await txPage(tokens.admin, { currency: 'USD' })).total,
      pending: (await txPage(tokens.admin, { status: 11 })).total,
      today: (await txPage(tokens.admin, { currency: 'USD', ...dayRange })).total,
      all: (await allPage(tokens.admin)).total,
    };
    dashBefore = await dashboardMonths();
    const ledger = (await usd()).balance;

    const order = (await api.withdraw(tokens.admin, withdrawalAccountId, '100.00')).json().data;
    expect(order).toMatchObject({ status: 3, amount: '100.00', fee: '5.10' });
    orderNo = order.orderNo;
    orderId = order.id;

    const rows = await rowsOfOrder(orderNo);
    const common = {
      status: 11,
      billingCurrency: 'USD',
      fee: '0.00',
      // A hold moves available, not the ledger balance: no balance change, the balance after is the ledger's.
      balanceChange: '0.00',
      balanceAfter: toDecimal(ledger, 'USD'),
      accountKind: 'partner',
      orderNo,
    };
    expect(rows.map((r) => r.type).sort()).toEqual([110, 500]);
    expect(rows.find((r) => r.type === 110)).toMatchObject({
      ...common,
      amount: '100.00',
      description: `Withdrawal ${orderNo}`,
      counterpartyName: 'Muster GmbH',
      counterpartyAccountNumber: '000123456789',
    });
    expect(rows.find((r) => r.type === 500)).toMatchObject({
      ...common,
      amount: '5.10',
      description: `Withdrawal fee ${orderNo}`,
    });
    // Totals move with the rows (the per-day counters, and a range with ragged ends).
    expect((await txPage(tokens.admin, { currency: 'USD' })).total).toBe(before.total + 2);
    expect((await txPage(tokens.admin, { currency: 'USD', ...dayRange })).total).toBe(before.today + 2);
    expect((await allPage(tokens.admin)).total).toBe(before.all + 2);
    const pending = await txPage(tokens.admin, { status: 11 });
    expect(pending.total).toBe(before.pending + 2);
    expect(pending.records.filter((r) => r.orderNo === orderNo)).toHaveLength(2);
    expect((await txPage(tokens.admin, { status: 11, type: 500 })).records.map((r) => r.orderNo)).toContain(
      orderNo,
    );
    // Transactions (every account) lists them too, and another partner never sees them.
    expect(
      (await allPage(tokens.admin, { status: 11 })).records.filter((r) => r.orderNo === orderNo),
    ).toHaveLength(2);
    const theirs = await t.login(demo.other);
    expect((await allPage(theirs)).records.some((r) => r.orderNo === orderNo)).toBe(false);
    await expectReconciled();
  });

  it('pending rows count as no money moved: dashboard totals, statement and export', async () => {
    expect(await dashboardMonths()).toEqual(dashBefore);
    const { statement, csv } = await todaysStatement();
    // The statement's closing balance is the ledger balance (holds do not move it), and lists no pending row.
    expect(statement.endingBalance).toBe(toDecimal((await usd()).balance, 'USD'));
    expect(csv).not.toContain(orderNo);

    const res = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'accountTransactions',
      format: 'csv',
      filter: { status: 11, currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    const lines = readCsv(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    const header = lines[0]!;
    const col = (name: string) => header.indexOf(name);
    const mine = lines.slice(1).filter((l) => l[col('Order number')] === orderNo);
    expect(
      mine.map((l) => [l[col('Type')], l[col('Status')], l[col('Amount')], l[col('Balance change')]]).sort(),
    ).toEqual([
      ['Fee', 'Pending', '5.10', '0.00'],
      ['Withdrawal', 'Pending', '100.00', '0.00'],
    ]);
  });

  it('completed by the bank: the Pending rows become the Normal rows of the postings', async () => {
    const ledger = (await usd()).balance;
    expect((await api.outcome(tokens.operator, orderId, 'complete')).json().data.status).toBe(4);
    const rows = await rowsOfOrder(orderNo);
    expect(rows.map((r) => [r.type, r.status, r.amount, r.balanceChange]).sort()).toEqual([
      [110, 1, '100.00', '-100.00'],
      [500, 1, '5.10', '-5.10'],
    ]);
    expect(rows.find((r) => r.type === 110)).toMatchObject({
      counterpartyName: 'Muster GmbH',
      counterpartyAccountNumber: '000123456789',
    });
    // The running balances are the ledger's: both postings together take it down by 105.10.
    expect(rows.map((r) => r.balanceAfter).sort()).toEqual(
      [toDecimal(ledger - 10510n, 'USD'), toDecimal(ledger - 10000n, 'USD')].sort(),
    );
    expect((await txPage(tokens.admin, { currency: 'USD' })).total).toBe(before.total + 2);
    expect((await txPage(tokens.admin, { status: 11 })).total).toBe(before.pending);
    // Now money moved: this month's USD outgoing grew by amount and fee; the statement lists both.
    const month = today.slice(0, 7);
    const was = dashBefore.find((m) => m.month === month)!;
    const now = (await dashboardMonths()).find((m) => m.month === month)!;
    expect(toMinor(now.outgoing, 'USD') - toMinor(was.outgoing, 'USD')).toBe(10510n);
    expect(now.incoming).toBe(was.incoming);
    const { statement, csv } = await todaysStatement();
    expect(statement.endingBalance).toBe(toDecimal(ledger - 10510n, 'USD'));
    expect(csv).toContain(`Withdrawal ${orderNo}`);
    await expectReconciled();
  });

  it('failed at the bank: the Pending rows go, the totals come back', async () => {
    const total = (await txPage(tokens.admin, { currency: 'USD' })).total;
    const order = (await api.withdraw(tokens.admin, withdrawalAccountId, '50.00')).json().data;
    expect(await rowsOfOrder(order.orderNo, { status: 11 })).toHaveLength(2);
    expect((await txPage(tokens.admin, { currency: 'USD' })).total).toBe(total + 2);
    await expectReconciled();
    expect((await api.outcome(tokens.operator, order.id, 'fail')).json().data.status).toBe(2);
    expect(await rowsOfOrder(order.orderNo)).toEqual([]);
    expect((await txPage(tokens.admin, { currency: 'USD' })).total).toBe(total);
    expect((await txPage(tokens.admin, { currency: 'USD', ...dayRange })).total).toBe(before.today + 2);
    await expectReconciled();
  });
});

describe('an exchange awaiting approval', () => {
  it('is listed as Pending exchange-out and fee until approved, then as the posted rows', async () => {
    await setAvailable(t.db, partnerId, 'USD', '5000.00');
    const rule = await setApprovalRule(t, tokens.admin, 'exchange', 'USD', '1000.00');
    expect(rule.statusCode).toBe(200);
    const q = await t.cms(tokens.finance, 'exchange-quote', 'create', {
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      fixedSide: 'sell',
      amount: '2000.00',
    });
    const quoteId = q.json().data.id as string;
    const res = await t.cms(tokens.finance, 'exchange-order', 'create', {
      quoteId,
      idempotencyKey: `ex-${quoteId}`,
    });
    const order = res.json().data;
    expect(order).toMatchObject({ status: 1, amount: '1990.00', fee: '10.00' });
    const pending = await rowsOfOrder(order.orderNo);
    expect(pending.map((r) => [r.type, r.status, r.amount, r.balanceChange]).sort()).toEqual([
      [123, 11, '1990.00', '0.00'],
      [500, 11, '10.00', '0.00'],
    ]);
    await expectReconciled();

    const approved = await t.cms(tokens.admin, 'exchange-approval', 'call', {
      id: order.id,
      decision: 'approve',
    });
    expect(approved.json().data.status).toBe(4);
    const posted = await rowsOfOrder(order.orderNo);
    expect(posted.every((r) => r.status === 1)).toBe(true);
    expect(posted.map((r) => r.type).sort()).toEqual([123, 500]);
    await expectReconciled();
  });
});

describe('reconcile', () => {
  it('names a pending hold missing from the list and a Pending row left behind by its hold', async () => {
    const order = (await api.withdraw(tokens.admin, withdrawalAccountId, '10.00')).json().data;
    const [row] = await rowsOfOrder(order.orderNo, { type: 110 });
    const [hold] = await rowsOf<{ hold_id: string }>(
      t.db,
      sql`select hold_id::text as hold_id from account_transactions where partner_id = ${partnerId}::uuid
          and id = ${row!.id}::bigint`,
    );
    // A manual repair gone wrong: the row deleted, then the hold voided behind the projection's back.
    await t.db.execute(sql`alter table ledger_holds disable trigger ledger_holds_project`);
    try {
      await t.db.execute(
        sql`delete from account_transactions where partner_id = ${partnerId}::uuid and id = ${row!.id}::bigint`,
      );
      let report = await reconcileMoney(t.db, partnerId);
      expect(report.problems).toEqual([
        expect.stringMatching(`^pending hold ${hold!.hold_id} of 1000 on account`),
      ]);
      await t.db.execute(
        sql`select money_project_hold(h) from ledger_holds h where h.id = ${hold!.hold_id}::uuid`,
      );
      expect((await reconcileMoney(t.db, partnerId)).problems).toEqual([]);
      await t.db.execute(sql`update ledger_holds set status = 'voided' where id = ${hold!.hold_id}::uuid`);
      report = await reconcileMoney(t.db, partnerId);
      expect(report.problems).toEqual([
        expect.stringMatching(`lists hold ${hold!.hold_id}, which is voided$`),
      ]);
      await t.db.execute(sql`update ledger_holds set status = 'pending' where id = ${hold!.hold_id}::uuid`);
    } finally {
      await t.db.execute(sql`alter table ledger_holds enable trigger ledger_holds_project`);
    }
    await api.outcome(tokens.operator, order.id, 'fail');
    expect(await rowsOfOrder(order.orderNo)).toEqual([]);
    await expectReconciled();
  });
});
