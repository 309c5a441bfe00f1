import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import {
  balanceOf,
  expectReconciled,
  germanBeneficiary,
  musterUsdBeneficiary,
  ordersApi,
  readyToWithdraw,
} from '../../../test/helpers/orders';

let api: ReturnType<typeof ordersApi>;
let partnerId: string;
let accountId: string;

let seededHold = 0n;
/** The demo partner's USD account, less holds the demo seed placed before these tests. */
const usd = async () => {
  const b = await balanceOf(t.db, partnerId, 'partner', 'USD');
  return { balance: b.balance - seededHold, onHold: b.onHold - seededHold, available: b.available };
};
const feesUsd = async () => (await balanceOf(t.db, partnerId, 'platform_fees', 'USD')).balance;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator', 'viewer', 'other');
beforeAll(async () => {
  api = ordersApi(t);
  ({ partnerId, accountId, onHold: seededHold } = await readyToWithdraw(t, tokens.admin, '1000.00'));
});

describe('a withdrawal through every status', () => {
  it('holds amount + fee on acceptance, posts both on completion, credits the amount back on return', async () => {
    const feesBefore = await feesUsd();
    const res = await api.withdraw(tokens.admin, accountId, '100.00');
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    // Default fee: 5.00 fixed + 0.1 % of 100.00 = 5.10.
    expect(order).toMatchObject({
      status: 3,
      currency: 'USD',
      amount: '100.00',
      fee: '5.10',
      total: '105.10',
    });
    expect(order.orderNo).toMatch(/^WD\d{14}$/);
    expect(await usd()).toEqual({ balance: 100000n, onHold: 10510n, available: 89490n });
    await expectReconciled(t.db);

    const done = await api.outcome(tokens.operator, order.id, 'complete');
    expect(done.json().data.status).toBe(4);
    expect(await usd()).toEqual({ balance: 89490n, onHold: 0n, available: 89490n });
    expect((await feesUsd()) - feesBefore).toBe(510n);
    await expectReconciled(t.db);

    const back = await api.outcome(tokens.operator, order.id, 'return');
    expect(back.json().data.status).toBe(5);
    // The amount comes back; the fee stays with the platform.
    expect(await usd()).toEqual({ balance: 99490n, onHold: 0n, available: 99490n });
    await expectReconciled(t.db);

    const detail = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data;
    expect(detail.history.map((h: { status: number }) => h.status)).toEqual([1, 3, 4, 5]);
    // The bank's outcomes (simulated by the operator) are the bank's in the customer's history, no user's.
    expect(detail.history[3].userName).toBeNull();

    // Outcomes that the status does not allow are refused with the status named, and change nothing.
    const again = await api.outcome(tokens.operator, order.id, 'fail');
    expect(again.statusCode).toBe(409);
    expect(expectEnvelope(again).msg).toBe('The order is refunded and cannot be fail.');
    await expectReconciled(t.db);
  });

  it('fails at the bank: both holds voided, status 2, available restored', async () => {
    const before = await usd();
    const order = (await api.withdraw(tokens.admin, accountId, '50.00')).json().data;
    expect((await usd()).available).toBe(before.available - 5000n - 505n);
    const failed = await api.outcome(tokens.operator, order.id, 'fail');
    expect(failed.json().data).toMatchObject({
      status: 2,
      failureReason: 'Rejected by the beneficiary bank',
    });
    expect(await usd()).toEqual(before);
    // A redelivered outcome changes nothing.
    expect((await api.outcome(tokens.operator, order.id, 'fail')).json().data.status).toBe(2);
    await expectReconciled(t.db);
  });
});

describe('refusals, each with its own message and nothing held', () => {
  const refusals: [string, string, number, string][] = [
    ['zero', '0', 400, 'The amount must be greater than zero.'],
    ['negative', '-5', 400, 'The amount must be greater than zero.'],
    ['too many decimals', '10.001', 400, 'USD amounts have at most 2 decimal places.'],
    [
      'not a number',
      '1e5',
      400,
      'The amount is not a number (use digits and a decimal point, e.g. 1234.50).',
    ],
    ['more than available', '5000', 409, 'Insufficient available balance in USD.'],
  ];
  it.each(refusals)('%s', async (_name, amount, status, msg) => {
    const before = await usd();
    const count = (await t.db.select().from(orders)).length;
    const res = await api.withdraw(tokens.admin, accountId, amount);
    expect(res.statusCode).toBe(status);
    expect(expectEnvelope(res).msg).toBe(msg);
    expect(await usd()).toEqual(before);
    expect((await t.db.select().from(orders)).length).toBe(count);
  });

  it('a withdrawal account in a currency outside the balances: that currency named, not "insufficient"', async () => {
    const b = await api.createBeneficiary(tokens.admin, {
      ...germanBeneficiary,
      bankName: 'Westminster Bank',
      bankCountry: 'GB',
      swift: 'NWBKGB2L',
      iban: 'GB82 WEST 1234 5698 7654 32',
      currency: 'GBP',
    });
    const acc = await api.createAccount(tokens.admin, b.id, 'GBP', 'GB82WEST12345698765432');
    const res = await api.withdraw(tokens.admin, acc.id, '1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'GBP is not an account currency here.',
      data: { fieldErrors: { withdrawalAccountId: ['GBP is not an account currency here.'] } },
    });
    const zh = await t.cms(tokens.admin, 'withdrawal-order', 'create', {
      withdrawalAccountId: acc.id,
      amount: '1',
      idempotencyKey: `gbp-zh-${acc.id}`,
      language: 'zh-CN',
    });
    expect(zh.json().msg).toBe('GBP 不是可用的账户币种。');
    const review = await t.cms(tokens.admin, 'withdrawal-review', 'create', {
      withdrawalAccountId: acc.id,
      amount: '1',
    });
    expect(review.json().msg).toBe('GBP is not an account currency here.');
  });

  it('a disabled withdrawal account or beneficiary, in Chinese too', async () => {
    const b = await api.createBeneficiary(tokens.admin, musterUsdBeneficiary);
    const acc = await api.createAccount(tokens.admin, b.id, 'USD', '000123456789');
    await t.cms(tokens.admin, 'withdrawal-account', 'call', { id: acc.id, status: 2 });
    const off = await t.cms(tokens.admin, 'withdrawal-order', 'create', {
      withdrawalAccountId: acc.id,
      amount: '1',
      idempotencyKey: 'disabled-account-1',
      language: 'zh-CN',
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe('该提现账户未启用。');
    await t.cms(tokens.admin, 'withdrawal-account', 'call', { id: acc.id, status: 1 });
    await t.cms(tokens.admin, 'beneficiary', 'call', { id: b.id, status: 2 });
    const res = await api.withdraw(tokens.admin, acc.id, '1');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The beneficiary is disabled. Enable it before paying to it.');
    expect((await usd()).onHold).toBe(0n);
  });

  it('a missing idempotency key', async () => {
    const res = await t.cms(tokens.admin, 'withdrawal-order', 'create', {
      withdrawalAccountId: accountId,
      amount: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('40073');
  });
});

describe('idempotency', () => {
  it('the same key makes one order (header or body); another request under it is a 409', async () => {
    const before = await usd();
    const key = 'double-click-0001';
    const first = await api.withdraw(tokens.admin, accountId, '10.00', key);
    const second = await t.call(
      'POST',
      '/api/portal/cms/withdrawal-order/create',
      { withdrawalAccountId: accountId, amount: '10.00' },
      { access_token: tokens.admin, 'idempotency-key': key },
    );
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await usd()).onHold - before.onHold).toBe(1000n + 501n);
    const changed = await api.withdraw(tokens.admin, accountId, '11.00', key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().msg).toBe('This request key was already used for a different request.');
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    await api.outcome(tokens.operator, first.json().data.id, 'fail');
    await expectReconciled(t.db);
  });

  it('concurrent first calls under one key still make one order', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.withdraw(tokens.admin, accountId, '1.00', 'race-key-0001')),
    );
    const ids = new Set(results.map((r) => r.json().data?.id));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    await api.outcome(tokens.operator, [...ids][0]!, 'fail');
    await expectReconciled(t.db);
  });
});

describe('concurrent withdrawals', () => {
  it('that together exceed the balance never overdraw it', async () => {
    const { available } = await usd();
    // Each costs 300.00 + 5.30 fee; available fits three of them at most.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.withdraw(tokens.admin, accountId, '300.00')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBe(Number(available / 30530n));
    for (const r of refused) expect(r.json().code).toBe('40910');
    const after = await usd();
    expect(after.available).toBe(available - BigInt(ok.length) * 30530n);
    expect(after.available >= 0n).toBe(true);
    await expectReconciled(t.db);
    for (const r of ok) await api.outcome(tokens.operator, r.json().data.id, 'fail');
    expect((await usd()).available).toBe(available);
  });
});

describe('partners and permissions', () => {
  it('another partner gets 404 for this partner’s orders, accounts and beneficiaries', async () => {
    const order = (await api.withdraw(tokens.admin, accountId, '1.00')).json().data;
    expect((await t.cms(tokens.other, 'withdrawal-order', 'get', { id: order.id })).statusCode).toBe(404);
    expect((await api.outcome(tokens.other, order.id, 'complete')).statusCode).toBe(404);
    expect((await api.withdraw(tokens.other, accountId, '1.00')).statusCode).toBe(404);
    expect((await t.cms(tokens.other, 'withdrawal-account', 'get', { id: accountId })).statusCode).toBe(404);
    const page = (await t.cms(tokens.other, 'withdrawal-order', 'page', {})).json().data;
    expect(page.total).toBe(0);
    await api.outcome(tokens.operator, order.id, 'fail');
  });

  it('a viewer lists but cannot create or drive orders', async () => {
    expect((await t.cms(tokens.viewer, 'withdrawal-order', 'page', {})).statusCode).toBe(200);
    expect((await api.withdraw(tokens.viewer, accountId, '1.00')).statusCode).toBe(403);
    expect((await t.cms(tokens.viewer, 'beneficiary', 'create', germanBeneficiary)).statusCode).toBe(403);
  });

  it('lists filter by status, currency and date, with paging', async () => {
    const all = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { size: 100 })).json().data;
    const failed = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { status: 2, size: 100 })).json()
      .data;
    expect(failed.total).toBe(all.records.filter((r: { status: number }) => r.status === 2).length);
    expect(failed.total).toBeGreaterThan(0);
    expect(all.total).toBeLessThanOrEqual(100);
    const eur = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { currency: 'EUR', size: 100 })).json()
      .data;
    expect(eur.total).toBe(all.records.filter((r: { currency: string }) => r.currency === 'EUR').length);
    expect(eur.records.every((r: { currency: string }) => r.currency === 'EUR')).toBe(true);
    expect(eur.total).toBeLessThan(all.total);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { from: future })).json().data;
    expect(none.total).toBe(0);
    const p2 = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { page: 2, size: 10 })).json().data;
    expect(p2.records.length).toBe(Math.max(0, Math.min(10, all.total - 10)));
  });
});

describe('export', () => {
  it('streams the withdrawal orders with the list’s filter, money as decimal strings, only this partner', async () => {
    const res = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'withdrawalOrders',
      format: 'csv',
      filter: { status: 5 },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Order number');
    expect(lines).toHaveLength(2);
    // Other partner: see below. Header plus this partner's one refunded order.
    expect(lines[1]).toContain('Refund');
    expect(lines[1]).toContain('100.00');
    expect(lines[1]).toContain('5.10');
    const theirs = await t.cms(tokens.other, 'export', 'export', {
      kind: 'withdrawalOrders',
      format: 'csv',
      filter: {},
    });
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);
    expect(
      (await t.cms(tokens.viewer, 'export', 'export', { kind: 'exchangeOrders', format: 'csv' })).statusCode,
    ).toBe(200);
  });
});
