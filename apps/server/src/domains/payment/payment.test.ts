import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/crypto';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { setFee } from '../fee/fee.repository';
import { useTestApp, useSignedIn } from '../../../test/helpers/app';
import { balanceOf, expectReconciled, partnerIdByName, setAvailable } from '../../../test/helpers/orders';

let partnerId: string;
let merchantId: string;

const create = (token: string, kind: 'payment' | 'transfer', body: object, key = `k-${newId()}`) =>
  t.cms(token, `${kind}-order`, 'create', { merchantId, currency: 'USD', idempotencyKey: key, ...body });
const merchantUsd = async () => {
  const rows = await t.db.query.ledgerAccounts.findMany({
    where: (a, { and, eq }) => and(eq(a.kind, 'merchant'), eq(a.ownerId, merchantId), eq(a.currency, 'USD')),
  });
  return rows[0]?.balance ?? 0n;
};

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  await setAvailable(t.db, partnerId, 'USD', '500.00');
  // A merchant onboarded by the demo partner has a merchant account (product 12).
  merchantId = await approvedMerchant(t.db, partnerId);
});

describe('payment orders and transfers', () => {
  it('pay a merchant account and take it back, settling at once, each step reconciled', async () => {
    const pay = await create(tokens.admin, 'payment', { direction: 'toMerchant', amount: '120.00' });
    expect(pay.json().data).toMatchObject({ status: 4, type: 'payment', amount: '120.00', fee: '0.00' });
    expect(pay.json().data.orderNo).toMatch(/^PM/);
    expect((await balanceOf(t.db, partnerId, 'partner', 'USD')).available).toBe(38000n);
    expect(await merchantUsd()).toBe(12000n);
    await expectReconciled(t.db);

    const back = await create(tokens.admin, 'transfer', { direction: 'toPartner', amount: '20.00' });
    expect(back.json().data).toMatchObject({ status: 4, type: 'transfer', direction: 'toPartner' });
    expect(await merchantUsd()).toBe(10000n);
    expect((await balanceOf(t.db, partnerId, 'partner', 'USD')).available).toBe(40000n);
    await expectReconciled(t.db);

    const detail = (await t.cms(tokens.admin, 'transfer-order', 'get', { id: back.json().data.id })).json()
      .data;
    expect(detail.history.map((h: { status: number }) => h.status)).toEqual([1, 3, 4]);
    const merchants = (await t.cms(tokens.admin, 'order-merchant', 'list', {})).json().data;
    expect(merchants).toContainEqual({
      merchantId,
      merchantName: expect.stringMatching(/^Test Merchant/),
      merchantNo: expect.stringMatching(/^M\d{6}$/),
      currency: 'USD',
      available: '100.00',
    });
  });

  it('charge the partner’s own fee schedule as a separate fee', async () => {
    await setFee(t.db, partnerId, 'payment', 'USD', { fixed: 100n, bps: 0 });
    const fees = (await balanceOf(t.db, partnerId, 'platform_fees', 'USD')).balance;
    const pay = await create(tokens.admin, 'payment', { direction: 'toMerchant', amount: '10.00' });
    expect(pay.json().data).toMatchObject({ fee: '1.00', total: '11.00' });
    expect((await balanceOf(t.db, partnerId, 'platform_fees', 'USD')).balance - fees).toBe(100n);
    const list = (await t.cms(tokens.admin, 'order-fee', 'list', {})).json().data;
    expect(list).toContainEqual({
      orderType: 'payment',
      currency: 'USD',
      fixed: '1.00',
      bps: 0,
      isDefault: false,
    });
    await expectReconciled(t.db);
  });

  it('refuse more than the merchant holds, unknown merchants, other partners and viewers', async () => {
    const big = await create(tokens.admin, 'transfer', { direction: 'toPartner', amount: '1000.00' });
    expect(big.statusCode).toBe(409);
    expect(big.json().msg).toBe('Insufficient available balance in USD.');
    const unknown = await t.cms(tokens.admin, 'payment-order', 'create', {
      merchantId: newId(),
      currency: 'USD',
      direction: 'toMerchant',
      amount: '1',
      idempotencyKey: 'unknown-merchant',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('The merchant account was not found.');
    expect((await create(tokens.other, 'payment', { direction: 'toMerchant', amount: '1' })).statusCode).toBe(
      404,
    );
    expect(
      (await create(tokens.viewer, 'transfer', { direction: 'toMerchant', amount: '1' })).statusCode,
    ).toBe(403);
    expect((await t.cms(tokens.other, 'payment-order', 'page', {})).json().data.total).toBe(0);
    const mine = (await t.cms(tokens.admin, 'payment-order', 'page', { size: 100 }))
      .json()
      .data.records.filter((r: { merchantId: string }) => r.merchantId === merchantId);
    expect(mine).toHaveLength(2);
    await expectReconciled(t.db);
  });

  it('refuse a currency outside the balances as such, in both languages, on the currency field', async () => {
    const gbp = await create(tokens.admin, 'payment', {
      direction: 'toMerchant',
      amount: '1',
      currency: 'GBP',
    });
    expect(gbp.statusCode).toBe(400);
    expect(gbp.json()).toMatchObject({
      msg: 'GBP is not an account currency here.',
      data: { fieldErrors: { currency: ['GBP is not an account currency here.'] } },
    });
    const zh = await create(tokens.admin, 'transfer', {
      direction: 'toPartner',
      amount: '1',
      currency: 'GBP',
      language: 'zh-CN',
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('GBP 不是可用的账户币种。');
    const gbpAccounts = await t.db.query.ledgerAccounts.findMany({
      where: (a, { eq }) => eq(a.currency, 'GBP'),
    });
    expect(gbpAccounts).toEqual([]);
  });

  it('pay no merchant still in onboarding, and a closed one only gives money back', async () => {
    const draft = await t.cms(tokens.admin, 'merchant', 'page', { status: 'toBeUploaded' });
    const draftId = draft.json().data.records[0].id as string;
    const toDraft = await create(tokens.admin, 'payment', {
      merchantId: draftId,
      direction: 'toMerchant',
      amount: '1',
    });
    expect(toDraft.statusCode).toBe(404);
    const closedId = await approvedMerchant(t.db, partnerId, ['USD'], 'closed');
    const toClosed = await create(tokens.admin, 'payment', {
      merchantId: closedId,
      direction: 'toMerchant',
      amount: '1',
    });
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json().msg).toBe('The merchant is closed: no new payments or cards.');
    // Nothing is held there, so taking money back is refused for the balance, not for the status.
    const back = await create(tokens.admin, 'transfer', {
      merchantId: closedId,
      direction: 'toPartner',
      amount: '1',
    });
    expect(back.json().msg).toBe('Insufficient available balance in USD.');
    await expectReconciled(t.db);
  });
});
