import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxFx } from '../../adapters/fx/fx.sandbox';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import {
  balanceOf,
  expectReconciled,
  partnerIdByName,
  setAvailable,
  setApprovalRule,
  USD_EUR_EXCHANGE_ACCOUNTS,
} from '../../../test/helpers/orders';
import { settingsHelpers } from '../../../test/helpers/settings';

/**
 * Maker-checker on exchanges: above the partner's threshold an executed quote waits with the sold
 * amount and fee held; another user holding `approve` executes it at the rate of that moment.
 */
const fx = createSandboxFx();
/** A role with every exchange and withdrawal permission but approve. */
let editor: string;
/** A role that may see and approve exchanges, and nothing else (approval without edit). */
let checker: string;
let partnerId: string;

const ACCOUNTS = USD_EUR_EXCHANGE_ACCOUNTS;
/** Balances (and USD on hold) of the accounts an exchange moves, in minor units. */
const snapshot = async () => {
  const rows = await Promise.all(ACCOUNTS.map(([k, c]) => balanceOf(t.db, partnerId, k, c)));
  return {
    balances: rows.map((r) => r.balance),
    usdOnHold: rows[0]!.onHold,
    usdAvailable: rows[0]!.available,
  };
};
const delta = (a: Awaited<ReturnType<typeof snapshot>>, b: Awaited<ReturnType<typeof snapshot>>) =>
  b.balances.map((v, i) => v - a.balances[i]!);

const exchange = async (token: string, fixedSide: 'sell' | 'buy', amount: string) => {
  const q = await t.cms(token, 'exchange-quote', 'create', {
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    fixedSide,
    amount,
  });
  const quoteId = q.json().data.id as string;
  return t.cms(token, 'exchange-order', 'create', { quoteId, idempotencyKey: `ex-${quoteId}` });
};
const decide = (token: string, id: string, decision: 'approve' | 'reject', idempotencyKey?: string) =>
  t.cms(token, 'exchange-approval', 'call', { id, decision, ...(idempotencyKey ? { idempotencyKey } : {}) });
const detail = async (id: string) => (await t.cms(tokens.admin, 'exchange-order', 'get', { id })).json().data;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' }, { fx });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  await setAvailable(t.db, partnerId, 'USD', '5000.00');

  const h = settingsHelpers(t);
  const groups = (await t.cms(tokens.admin, 'permission', 'list')).json().data as {
    moduleName: string;
    permissions: { id: string; privilegeName: string }[];
  }[];
  const ids = (pick: (module: string, action: string) => boolean) =>
    groups.flatMap((g) => g.permissions.filter((p) => pick(g.moduleName, p.privilegeName)).map((p) => p.id));
  const role = async (name: string, permissionIds: string[]) => {
    const res = await t.cms(tokens.admin, 'role', 'create', { name, permissionIds });
    if (res.statusCode !== 200) throw new Error(res.body);
    return h.roleId(tokens.admin, name);
  };
  const editorRole = await role(
    'Order editor',
    ids((m, a) => ['exchange', 'withdrawal', 'account'].includes(m) && a !== 'approve'),
  );
  const checkerRole = await role(
    'Exchange checker',
    ids((m, a) => m === 'exchange' && ['view', 'index', 'approve'].includes(a)),
  );
  const signedIn = async (userName: string, email: string, roleId: string) =>
    (await h.createAndSignIn(tokens.admin, { userName, email, roleId })).token;
  editor = await signedIn('Eddie Editor', 'editor@demo.test', editorRole);
  checker = await signedIn('Chloe Checker', 'checker@demo.test', checkerRole);

  const rule = await setApprovalRule(t, tokens.admin, 'exchange', 'USD', '1000.00');
  expect(rule.json().data).toEqual([{ orderType: 'exchange', currency: 'USD', threshold: '1000.00' }]);
});

describe('an exchange above the threshold', () => {
  let orderId = '';
  let start: Awaited<ReturnType<typeof snapshot>>;

  it('waits in status 1 with the sold amount and fee held; nothing converts', async () => {
    fx.set('EUR', '0.92');
    start = await snapshot();
    const res = await exchange(tokens.finance, 'sell', '2000.00');
    const order = res.json().data;
    // 0.5 % spread = 10.00 USD; 1990.00 × 0.92 = 1830.80 EUR at the quote.
    expect(order).toMatchObject({
      status: 1,
      approvalRequired: true,
      approvedBy: null,
      amount: '1990.00',
      fee: '10.00',
      total: '2000.00',
      buyAmount: '1830.80',
      rate: '0.91540000',
      quotedRate: '0.91540000',
    });
    orderId = order.id;
    const held = await snapshot();
    expect(delta(start, held)).toEqual([0n, 0n, 0n, 0n, 0n]);
    expect(held.usdOnHold - start.usdOnHold).toBe(200000n);
    expect(held.usdAvailable - start.usdAvailable).toBe(-200000n);
    await expectReconciled(t.db);

    // The list and the detail say it waits and who may act: approve holders other than the maker.
    const list = (await t.cms(tokens.admin, 'exchange-order', 'page', { status: 1 })).json().data;
    expect(list.records[0]).toMatchObject({
      id: orderId,
      createdByName: 'Fiona Finance',
      approvers: ['Chloe Checker', 'Demo Administrator'],
    });
    expect((await detail(orderId)).approvers).toEqual(['Chloe Checker', 'Demo Administrator']);
  });

  it('cannot be approved by its maker, by a user without approve, or by another partner', async () => {
    const before = await snapshot();
    const own = await decide(tokens.finance, orderId, 'approve');
    expect(own.statusCode).toBe(403);
    expect(expectEnvelope(own).msg).toBe('You made this order, so another user must approve it.');
    for (const token of [tokens.viewer, editor]) {
      const res = await decide(token, orderId, 'approve');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('40300');
    }
    expect((await decide(tokens.other, orderId, 'approve')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await detail(orderId)).status).toBe(1);
  });

  it('approval by another user executes at the rate of that moment, once per key', async () => {
    fx.set('EUR', '0.95');
    const res = await decide(tokens.admin, orderId, 'approve', 'decision-key-1');
    expect(res.statusCode).toBe(200);
    // Fixed sell: 2000.00 USD stays; 1990.00 × 0.95 = 1890.50 EUR; the fee is still 10.00.
    expect(res.json().data).toMatchObject({
      status: 4,
      amount: '1990.00',
      fee: '10.00',
      total: '2000.00',
      buyAmount: '1890.50',
      rate: '0.94525000',
      quotedRate: '0.91540000',
    });
    expect(res.json().data.approvedBy).toBeTruthy();
    expect(res.json().data.decidedAt).toBeTruthy();
    const after = await snapshot();
    // USD −2000.00 (1990.00 exchanged + 10.00 fee), EUR +1890.50, through the FX position accounts.
    expect(delta(start, after)).toEqual([-200000n, 189050n, 199000n, -189050n, 1000n]);
    expect(after.usdOnHold).toBe(start.usdOnHold);
    await expectReconciled(t.db);

    // The same decision again under its key answers the order and moves nothing; another key is refused.
    const again = await decide(tokens.admin, orderId, 'approve', 'decision-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: orderId, status: 4, buyAmount: '1890.50' });
    expect(await snapshot()).toEqual(after);
    expect((await decide(tokens.admin, orderId, 'approve', 'decision-key-2')).statusCode).toBe(409);
    expect((await decide(tokens.admin, orderId, 'reject', 'decision-key-1')).statusCode).toBe(409);
    await expectReconciled(t.db);

    const d = await detail(orderId);
    expect(d.approvers).toBeUndefined();
    expect(d.history.map((h: { status: number; userName: string }) => [h.status, h.userName])).toEqual([
      [1, 'Fiona Finance'],
      [3, 'Demo Administrator'],
      [4, 'Demo Administrator'],
    ]);
  });

  it('a fixed buy keeps the bought amount; a dearer rate draws the difference from available', async () => {
    fx.set('EUR', '0.92');
    const start2 = await snapshot();
    const order = (await exchange(tokens.admin, 'buy', '920.00')).json().data;
    // 920.00 EUR at 0.92 = 1000.00 USD, + 0.5 % of the total = 1005.03 USD held.
    expect(order).toMatchObject({ status: 1, total: '1005.03', fee: '5.03', buyAmount: '920.00' });
    expect((await snapshot()).usdOnHold - start2.usdOnHold).toBe(100503n);

    // Approval without edit: the checker holds only view, index and approve on exchanges.
    fx.set('EUR', '0.90');
    const res = await decide(checker, order.id, 'approve');
    expect(res.statusCode).toBe(200);
    // 920.00 / 0.90 = 1022.23 USD (rounded up), + spread 5.14 = 1027.37 USD.
    expect(res.json().data).toMatchObject({
      status: 4,
      buyAmount: '920.00',
      amount: '1022.23',
      fee: '5.14',
      total: '1027.37',
      rate: '0.89549042',
      quotedRate: '0.91539556',
    });
    const after = await snapshot();
    expect(delta(start2, after)).toEqual([-102737n, 92000n, 102223n, -92000n, 514n]);
    expect(after.usdOnHold).toBe(start2.usdOnHold);
    await expectReconciled(t.db);
  });

  it('refuses, with the figures, when the dearer rate needs more than held and available; reject releases', async () => {
    fx.set('EUR', '0.92');
    const order = (await exchange(tokens.admin, 'buy', '920.00')).json().data;
    expect(order.status).toBe(1);
    await setAvailable(t.db, partnerId, 'USD', '10.00');
    const held = await snapshot();
    fx.set('EUR', '0.90');
    const res = await decide(tokens.finance, order.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(expectEnvelope(res).msg).toBe(
      'At the current rate this exchange needs 1027.37 USD, more than is held and available (1015.03 USD). Reject it, or add funds and approve again.',
    );
    expect(await snapshot()).toEqual(held);
    expect((await detail(order.id)).status).toBe(1);
    await expectReconciled(t.db);

    const rejected = await decide(tokens.finance, order.id, 'reject', 'reject-key-1');
    expect(rejected.json().data).toMatchObject({ status: 2, failureReason: 'Rejected by the approver' });
    const released = await snapshot();
    expect(delta(held, released)).toEqual([0n, 0n, 0n, 0n, 0n]);
    expect(released.usdAvailable).toBe(101503n);
    expect(released.usdOnHold).toBe(held.usdOnHold - 100503n);
    expect((await decide(tokens.finance, order.id, 'reject', 'reject-key-1')).json().data.status).toBe(2);
    expect(await snapshot()).toEqual(released);
    await expectReconciled(t.db);
  });

  it('below the threshold executes at once, as before', async () => {
    await setAvailable(t.db, partnerId, 'USD', '500.00');
    const order = (await exchange(tokens.finance, 'sell', '999.99')).json();
    expect(order.msg).toBe('Insufficient available balance in USD.');
    const small = (await exchange(tokens.finance, 'sell', '100.00')).json().data;
    expect(small).toMatchObject({ status: 4, approvalRequired: false });
    expect((await decide(tokens.admin, small.id, 'approve')).statusCode).toBe(409);
    await expectReconciled(t.db);
  });
});
