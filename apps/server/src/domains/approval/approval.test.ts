import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useSignedIn } from '../../../test/helpers/app';
import { settingsHelpers } from '../../../test/helpers/settings';
import {
  balanceOf,
  expectReconciled,
  ordersApi,
  readyToWithdraw,
  setApprovalRule,
} from '../../../test/helpers/orders';

let api: ReturnType<typeof ordersApi>;
let partnerId: string;
let accountId: string;

const available = async () => (await balanceOf(t.db, partnerId, 'partner', 'USD')).available;
const decide = (token: string, id: string, decision: 'approve' | 'reject', idempotencyKey?: string) =>
  t.cms(token, 'withdrawal-approval', 'call', {
    id,
    decision,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator', 'finance', 'viewer', 'other');
beforeAll(async () => {
  api = ordersApi(t);
  ({ partnerId, accountId } = await readyToWithdraw(t, tokens.admin, '5000.00'));
});

describe('maker-checker on withdrawals', () => {
  it('is set by those who manage roles, not by makers', async () => {
    const denied = await setApprovalRule(t, tokens.finance, 'withdrawal', 'USD', '1');
    expect(denied.statusCode).toBe(403);
    const res = await setApprovalRule(t, tokens.admin, 'withdrawal', 'USD', '500.00');
    expect(res.json().data).toEqual([{ orderType: 'withdrawal', currency: 'USD', threshold: '500.00' }]);
  });

  it('holds an order at or above the threshold until another user approves it', async () => {
    const before = await available();
    const order = (await api.withdraw(tokens.finance, accountId, '600.00')).json().data;
    expect(order).toMatchObject({ status: 1, approvalRequired: true, approvedBy: null });
    expect(await available()).toBe(before - 60000n - 560n);
    await expectReconciled(t.db);

    const own = await decide(tokens.finance, order.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe('You made this order, so another user must approve it.');
    expect((await decide(tokens.viewer, order.id, 'approve')).statusCode).toBe(403);
    expect((await decide(tokens.other, order.id, 'approve')).statusCode).toBe(404);
    // Not yet with the bank: the sandbox cannot complete it.
    expect((await api.outcome(tokens.operator, order.id, 'complete')).statusCode).toBe(409);

    const list = (await t.cms(tokens.admin, 'withdrawal-order', 'page', { status: 1 })).json().data;
    expect(list.records[0]).toMatchObject({ id: order.id, createdByName: 'Fiona Finance' });

    const approved = await decide(tokens.admin, order.id, 'approve');
    expect(approved.json().data).toMatchObject({ status: 3, approvalRequired: true });
    expect(approved.json().data.approvedBy).toBeTruthy();
    expect((await decide(tokens.admin, order.id, 'approve')).statusCode).toBe(409);
    expect((await api.outcome(tokens.operator, order.id, 'complete')).json().data.status).toBe(4);
    expect(await available()).toBe(before - 60000n - 560n);
    await expectReconciled(t.db);
    const detail = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data;
    expect(detail.history.map((h: { status: number; userName: string }) => [h.status, h.userName])).toEqual([
      [1, 'Fiona Finance'],
      [3, 'Demo Administrator'],
      [4, null],
    ]);
  });

  it('a rejection releases the money; below the threshold goes straight to the bank', async () => {
    const before = await available();
    const order = (await api.withdraw(tokens.finance, accountId, '700.00')).json().data;
    const rejected = await decide(tokens.admin, order.id, 'reject');
    expect(rejected.json().data).toMatchObject({ status: 2, failureReason: 'Rejected by the approver' });
    expect(await available()).toBe(before);
    const small = (await api.withdraw(tokens.finance, accountId, '499.99')).json().data;
    expect(small).toMatchObject({ status: 3, approvalRequired: false });
    expect((await decide(tokens.admin, small.id, 'approve')).statusCode).toBe(409);
    await api.outcome(tokens.operator, small.id, 'fail');
    await expectReconciled(t.db);
  });

  it('needs the approve permission, not edit; the same decision key twice does one thing', async () => {
    const h = settingsHelpers(t);
    const groups = (await t.cms(tokens.admin, 'permission', 'list')).json().data as {
      moduleName: string;
      permissions: { id: string; privilegeName: string }[];
    }[];
    const withdrawal = groups.find((g) => g.moduleName === 'withdrawal')!.permissions;
    const roleWith = async (name: string, actions: string[]) => {
      const permissionIds = withdrawal.filter((p) => actions.includes(p.privilegeName)).map((p) => p.id);
      expect((await t.cms(tokens.admin, 'role', 'create', { name, permissionIds })).statusCode).toBe(200);
      return h.roleId(tokens.admin, name);
    };
    const editor = await h.createAndSignIn(tokens.admin, {
      userName: 'Eddie Editor',
      email: 'wd-editor@demo.test',
      roleId: await roleWith('Withdrawal editor', ['view', 'index', 'add', 'edit', 'delete']),
    });
    const checker = await h.createAndSignIn(tokens.admin, {
      userName: 'Chloe Checker',
      email: 'wd-checker@demo.test',
      roleId: await roleWith('Withdrawal checker', ['view', 'index', 'approve']),
    });
    const before = await available();
    const order = (await api.withdraw(tokens.finance, accountId, '800.00')).json().data;
    const waiting = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data;
    expect(waiting.approvers).toEqual(['Chloe Checker', 'Demo Administrator']);

    const denied = await decide(editor.token, order.id, 'approve');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('40300');
    const approved = await decide(checker.token, order.id, 'approve', 'wd-decision-1');
    expect(approved.json().data).toMatchObject({ status: 3, approvedBy: checker.id });
    const again = await decide(checker.token, order.id, 'approve', 'wd-decision-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: order.id, status: 3 });
    const detail = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data;
    expect(detail.history.map((x: { status: number }) => x.status)).toEqual([1, 3]);
    expect(detail.approvers).toBeUndefined();
    expect((await api.outcome(tokens.operator, order.id, 'complete')).json().data.status).toBe(4);
    expect(await available()).toBe(before - 80000n - 580n);
    await expectReconciled(t.db);
  });
});

describe('the thresholds list', () => {
  it('shows each user the thresholds of the order types they may view, whichever those are', async () => {
    const h = settingsHelpers(t);
    const groups = (await t.cms(tokens.admin, 'permission', 'list')).json().data as {
      moduleName: string;
      permissions: { id: string; privilegeName: string }[];
    }[];
    const ids = (module: string, actions: string[]) =>
      groups
        .find((g) => g.moduleName === module)!
        .permissions.filter((p) => actions.includes(p.privilegeName))
        .map((p) => p.id);
    const signIn = async (name: string, email: string, permissionIds: string[]) => {
      expect((await t.cms(tokens.admin, 'role', 'create', { name, permissionIds })).statusCode).toBe(200);
      return (
        await h.createAndSignIn(tokens.admin, {
          userName: name,
          email,
          roleId: await h.roleId(tokens.admin, name),
        })
      ).token;
    };
    // An exchange desk that manages roles but never sees withdrawals: the exchange card must still load.
    const fxDesk = await signIn('FX desk', 'fx-desk@demo.test', [
      ...ids('exchange', ['index', 'view', 'add']),
      ...ids('role', ['index', 'view', 'edit']),
    ]);
    const wdOnly = await signIn(
      'Withdrawals only',
      'wd-only@demo.test',
      ids('withdrawal', ['index', 'view']),
    );
    const neither = await signIn('Payments only', 'pay-only@demo.test', ids('payment', ['index', 'view']));

    for (const [orderType, threshold] of [
      ['withdrawal', '500.00'],
      ['exchange', '1000.00'],
    ] as const)
      expect((await setApprovalRule(t, tokens.admin, orderType, 'USD', threshold)).statusCode).toBe(200);

    const list = async (token: string) => {
      const res = await t.cms(token, 'order-approval', 'list');
      expect(res.statusCode).toBe(200);
      return res.json().data as { orderType: string }[];
    };
    expect(await list(fxDesk)).toEqual([{ orderType: 'exchange', currency: 'USD', threshold: '1000.00' }]);
    expect(await list(wdOnly)).toEqual([{ orderType: 'withdrawal', currency: 'USD', threshold: '500.00' }]);
    expect(await list(neither)).toEqual([]);
    expect((await list(tokens.admin)).map((r) => r.orderType).sort()).toEqual(['exchange', 'withdrawal']);
    expect((await t.cms('', 'order-approval', 'list')).statusCode).toBe(401);
    // Another partner's admin sees none of this partner's thresholds.
    expect(await list(tokens.other)).toEqual([]);
  });
});
