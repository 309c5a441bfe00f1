import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { balanceOf, expectReconciled, ordersApi, readyToWithdraw } from '../../../test/helpers/orders';

let api: ReturnType<typeof ordersApi>;
let partnerId: string;
let accountId: string;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator', 'other');
beforeAll(async () => {
  api = ordersApi(t);
  ({ partnerId, accountId } = await readyToWithdraw(t, tokens.admin, '1000.00'));
});

describe('the sandbox bank is the operator’s, never the customer’s', () => {
  it('refuses the customer’s own administrator and another partner, and changes nothing', async () => {
    const order = (await api.withdraw(tokens.admin, accountId, '10.00')).json().data;
    const before = await balanceOf(t.db, partnerId, 'partner', 'USD');
    for (const token of [tokens.admin, tokens.other]) {
      const res = await api.outcome(token, order.id, 'complete');
      expect(res.statusCode).toBe(404);
      expect(expectEnvelope(res).msg).toBe('Only the platform operator can do this.');
      expect((await t.cms(token, 'sandbox-withdrawal', 'list', {})).statusCode).toBe(404);
    }
    expect(await balanceOf(t.db, partnerId, 'partner', 'USD')).toEqual(before);
    const detail = (await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data;
    expect(detail.status).toBe(3);
  });

  it("lists every partner's withdrawals at the bank for the operator, who completes one", async () => {
    const order = (await api.withdraw(tokens.admin, accountId, '20.00')).json().data;
    const list = await t.cms(tokens.operator, 'sandbox-withdrawal', 'list', {});
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: order.id,
          orderNo: order.orderNo,
          partnerName: 'Demo Trading Co.',
          amount: '20.00',
          currency: 'USD',
          status: 3,
        }),
      ]),
    );
    const done = await api.outcome(tokens.operator, order.id, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: order.id, status: 4 });
    // The customer sees the bank's outcome on its own order.
    expect((await t.cms(tokens.admin, 'withdrawal-order', 'get', { id: order.id })).json().data.status).toBe(
      4,
    );
    await expectReconciled(t.db);
  });

  it('answers 404 for an id that is no withdrawal', async () => {
    const res = await api.outcome(tokens.operator, '0190f0b4-0000-7000-8000-000000000009', 'fail');
    expect(res.statusCode).toBe(404);
  });
});

describe('outside sandbox mode', () => {
  const prod = useTestApp({ SANDBOX: 'false', AUTH_RATE_LIMIT: '1000' });

  it('has no sandbox bank, even for the operator', async () => {
    const token = await prod.login(demo.operator);
    const res = await prod.cms(token, 'sandbox-withdrawal', 'list', {});
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toBe('Sandbox controls are only available in sandbox mode.');
  });
});
