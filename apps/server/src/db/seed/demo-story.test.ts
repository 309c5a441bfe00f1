import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TransactionRecord } from '@remit/contract/account';
import type { CollectionRecord } from '@remit/contract/collection';
import { toMinor } from '@remit/contract/money';
import { ORDER_STATUS, type OrderDetail, type OrderRecord } from '@remit/contract/order';
import type { StatementRecord } from '@remit/contract/statement';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import { reconcile } from '../../ledger/ledger.reconcile';
import { auditLog, depositRecords, ledgerEntries, users } from '../schema/index';

/**
 * The demo tells one story: what the statements, the transaction lists and the order lists say of the demo's
 * past agree. Every seeded withdrawal is a withdrawal order (with its payee, its history and its audit entry)
 * whose amount, fee, currency, date and number are those of its postings; every collection is posted when it
 * arrived, so the statement of that month includes it.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
let partnerId: string;
beforeAll(async () => {
  const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  partnerId = u!.partnerId;
});

/** Every record of a paged list, walking its pages as the screen does. */
const all = async <T>(service: string, filter: Record<string, unknown> = {}) => {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await t.cms(tokens.admin, service, 'page', { ...filter, page, size: 100 });
    expect(res.statusCode, `${service} page ${page}`).toBe(200);
    const data = res.json().data as { records: T[]; total: number };
    out.push(...data.records);
    if (out.length >= data.total || data.records.length === 0) return out;
  }
};

const day = (iso: string) => iso.slice(0, 10);

describe('the demo’s withdrawals', () => {
  it('are withdrawal orders, each with its payee, history and audit entry, matching its postings', async () => {
    const ordersSeen = await all<OrderRecord>('withdrawal-order');
    const completed = ordersSeen.filter((o) => o.status === ORDER_STATUS.COMPLETED);
    expect(completed.length).toBeGreaterThan(5);
    const posted = await all<TransactionRecord>('account-transaction', {
      type: TRANSACTION_TYPES.WITHDRAWAL,
    });
    const fees = await all<TransactionRecord>('account-transaction', { type: TRANSACTION_TYPES.FEE });
    // Nothing left the account as a withdrawal without an order the Withdrawal Orders screen lists.
    expect(posted.length).toBeGreaterThan(5);
    for (const row of posted)
      expect(
        ordersSeen.map((o) => o.orderNo),
        row.id,
      ).toContain(row.orderNo);
    const creations = await t.db.select().from(auditLog).where(eq(auditLog.subject, 'withdrawal'));
    for (const order of completed) {
      const lines = posted.filter((r) => r.orderNo === order.orderNo);
      expect(lines, order.orderNo).toHaveLength(1);
      const line = lines[0]!;
      expect(line).toMatchObject({
        billingCurrency: order.currency,
        amount: order.amount,
        balanceChange: `-${order.amount}`,
        counterpartyName: order.beneficiaryName,
        counterpartyAccountNumber: order.accountNumber,
      });
      expect(line.description).toContain(order.orderNo);
      if (toMinor(order.fee, order.currency) > 0n)
        expect(fees.filter((f) => f.orderNo === order.orderNo).map((f) => f.amount)).toEqual([order.fee]);
      // Posted the day the bank completed it, after it was made; its number carries the day it was made.
      const detail = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json()
        .data as OrderDetail;
      expect(detail.history.map((h) => h.status)).toEqual([
        ORDER_STATUS.INITIAL,
        ORDER_STATUS.ACCEPTED,
        ORDER_STATUS.COMPLETED,
      ]);
      expect(Date.parse(line.createdAt)).toBe(Date.parse(detail.history.at(-1)!.createdAt));
      expect(Date.parse(line.createdAt)).toBeGreaterThan(Date.parse(order.createdAt));
      expect(order.orderNo.slice(2, 10)).toBe(day(order.createdAt).replaceAll('-', ''));
      expect(creations.filter((a) => a.action === 'create' && a.subjectId === order.id)).toHaveLength(1);
    }
    // The own-account withdrawals the statements describe are among them.
    expect(completed.some((o) => o.remark === 'Withdrawal to own bank account' && o.currency === 'EUR')).toBe(
      true,
    );
  });
});

describe('the demo’s deposits', () => {
  it('are numbered the day they were made, credited when their entry was posted, a rejection audited', async () => {
    const records = await t.db.select().from(depositRecords).where(eq(depositRecords.partnerId, partnerId));
    expect(records.length).toBeGreaterThan(10);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.partnerId, partnerId));
    for (const d of records) {
      expect(d.orderNo.slice(2, 10), d.orderNo).toBe(day(d.createdAt.toISOString()).replaceAll('-', ''));
      if (d.status === 'credited') {
        const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, d.entryId!));
        expect(entry!.createdAt.getTime(), d.orderNo).toBe(d.creditedAt!.getTime());
        expect(
          audits.filter((a) => a.action === 'credit' && a.subjectId === d.id),
          d.orderNo,
        ).toHaveLength(1);
      }
      if (d.status === 'failed')
        expect(
          audits.filter((a) => a.action === 'fail' && a.subjectId === d.id),
          d.orderNo,
        ).toHaveLength(1);
    }
    expect(records.some((d) => d.status === 'failed')).toBe(true);
  });
});

describe('the demo’s exchanges', () => {
  it('are exchange orders, settled at their quoted rate, matching their postings', async () => {
    const ordersSeen = await all<OrderRecord>('exchange-order');
    expect(ordersSeen.length).toBeGreaterThan(0);
    const posted = [
      ...(await all<TransactionRecord>('account-transaction', { type: TRANSACTION_TYPES.EXCHANGE_OUT })),
      ...(await all<TransactionRecord>('account-transaction', { type: TRANSACTION_TYPES.EXCHANGE_IN })),
    ];
    expect(posted.length).toBeGreaterThan(0);
    for (const row of posted)
      expect(
        ordersSeen.map((o) => o.orderNo),
        row.id,
      ).toContain(row.orderNo);
    for (const order of ordersSeen.filter((o) => o.status === ORDER_STATUS.COMPLETED)) {
      const legs = posted.filter((r) => r.orderNo === order.orderNo);
      expect(legs.find((r) => r.billingCurrency === order.currency)?.balanceChange, order.orderNo).toBe(
        `-${order.amount}`,
      );
      expect(legs.find((r) => r.billingCurrency === order.buyCurrency)?.balanceChange, order.orderNo).toBe(
        order.buyAmount,
      );
    }
  });
});

describe('the demo’s collections', () => {
  it('are posted when they arrived, and the statement of that month counts them', async () => {
    const collections = await all<CollectionRecord>('collection');
    expect(collections.length).toBeGreaterThan(5);
    const credits = await all<TransactionRecord>('account-transaction', {
      type: TRANSACTION_TYPES.COLLECTION,
    });
    for (const c of collections) {
      const line = credits.find((r) => r.id === String(c.transactionId));
      expect(line, c.bankReference).toBeDefined();
      expect(Date.parse(line!.createdAt), c.bankReference).toBe(Date.parse(c.arrivedAt));
      expect(line!.amount).toBe(c.amount);
    }
    // The MXN account moves only by collections: each past month's statement changes by that month's arrivals.
    const mxn = collections.filter((c) => c.currency === 'MXN');
    expect(mxn.length).toBeGreaterThan(0);
    const monthly = (await all<StatementRecord>('statement', { type: 'monthly', currency: 'MXN' })).filter(
      (s) => s.accountKind === 'partner' && !s.provisional,
    );
    const arrivedIn = (month: string) =>
      mxn
        .filter((c) => c.arrivedAt.slice(0, 7) === month)
        .reduce((sum, c) => sum + toMinor(c.amount, 'MXN'), 0n);
    const months = new Set(mxn.map((c) => c.arrivedAt.slice(0, 7)));
    const closed = monthly.filter((s) => months.has(s.date.slice(0, 7)));
    expect(closed.length).toBeGreaterThan(0);
    for (const s of closed) {
      expect(toMinor(s.changeAmount, 'MXN'), s.date).toBe(arrivedIn(s.date.slice(0, 7)));
      expect(s.postings, s.date).toBeGreaterThan(0);
    }
  });

  it('and everything else the seed wrote keeps the ledger reconciled', async () => {
    expect((await reconcile(t.db, partnerId)).ok).toBe(true);
  });
});
