import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../../test/helpers/app';
import { balanceOf, expectReconciled, ordersApi, readyToWithdraw } from '../../../test/helpers/orders';

/** The sandbox bank settles on its own, through the job queue, when configured to (RAIL_SANDBOX_OUTCOME). */
let t: TestApp;
beforeAll(async () => {
  process.env.RAIL_SANDBOX_OUTCOME = 'return';
  process.env.RAIL_SANDBOX_DELAY_SECONDS = '0';
  t = await createTestApp();
});
afterAll(async () => {
  delete process.env.RAIL_SANDBOX_OUTCOME;
  delete process.env.RAIL_SANDBOX_DELAY_SECONDS;
  await t?.close();
});

const waitForStatus = async (token: string, id: string, status: number) => {
  for (let i = 0; i < 500; i++) {
    const order = (await t.cms(token, 'withdrawal-order', 'get', { id })).json().data;
    if (order.status === status) return order;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`order ${id} never reached status ${status}`);
};

describe('the asynchronous sandbox rail', () => {
  it('completes and then returns a withdrawal by itself, each step posted and reconciled', async () => {
    const admin = await t.login(demo.admin);
    const { partnerId, accountId, onHold: seededHold } = await readyToWithdraw(t, admin, '200.00');
    const api = ordersApi(t);
    const acc = { id: accountId };
    const order = (await api.withdraw(admin, acc.id, '100.00')).json().data;
    expect(order.status).toBe(3);
    const returned = await waitForStatus(admin, order.id, 5);
    expect(
      returned.history.map((h: { status: number; userName: string | null }) => [h.status, h.userName]),
    ).toEqual([
      [1, 'Demo Administrator'],
      [3, 'Demo Administrator'],
      [4, null],
      [5, null],
    ]);
    // 200.00 − 100.00 − 5.10 fee + 100.00 returned.
    expect(await balanceOf(t.db, partnerId, 'partner', 'USD')).toEqual({
      balance: 19490n + seededHold,
      onHold: seededHold,
      available: 19490n,
    });
    await expectReconciled(t.db);
  });
});
