import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import { balanceOf, readyToWithdraw, setApprovalRule } from '../../../test/helpers/orders';

let partnerId: string;
let accountId: string;

const review = (token: string, body: object) => t.cms(token, 'withdrawal-review', 'create', body);
const orderCount = async () =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.partnerId, partnerId)))[0]!.n;

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other');
beforeAll(async () => {
  ({ partnerId, accountId } = await readyToWithdraw(t, tokens.admin, '1000.00'));
});

describe('the review before a withdrawal', () => {
  it("answers the server's figures and what happens next, and makes nothing", async () => {
    const ordersBefore = await orderCount();
    const before = await balanceOf(t.db, partnerId, 'partner', 'USD');
    const res = await review(tokens.admin, { withdrawalAccountId: accountId, amount: '100' });
    expect(res.statusCode).toBe(200);
    // Default fee: 5.00 fixed + 0.1 % of 100.00 = 5.10.
    expect(res.json().data).toMatchObject({
      withdrawalAccountId: accountId,
      currency: 'USD',
      amount: '100.00',
      fee: '5.10',
      total: '105.10',
      available: '1000.00',
      exceedsAvailable: false,
      next: 'bank',
    });
    expect(res.json().data.beneficiaryName).toBeTruthy();
    expect(res.json().data.accountNumber).toBeTruthy();
    expect(await orderCount()).toBe(ordersBefore);
    expect(await balanceOf(t.db, partnerId, 'partner', 'USD')).toEqual(before);
  });

  it('says when amount and fee exceed the available balance (to the cent)', async () => {
    // Available 1000.00. 994.00 + 5.00 + 0.1 % (0.994 rounded up to 1.00) = 1000.00 fits exactly.
    const fits = await review(tokens.admin, { withdrawalAccountId: accountId, amount: '994.00' });
    expect(fits.json().data).toMatchObject({ total: '1000.00', exceedsAvailable: false });
    const above = await review(tokens.admin, { withdrawalAccountId: accountId, amount: '994.01' });
    expect(above.json().data).toMatchObject({ total: '1000.01', exceedsAvailable: true });
  });

  it('says a second user must approve at or above the approval threshold', async () => {
    await setApprovalRule(t, tokens.admin, 'withdrawal', 'USD', '500');
    const res = await review(tokens.admin, { withdrawalAccountId: accountId, amount: '500' });
    expect(res.json().data.next).toBe('approval');
    expect(
      (await review(tokens.admin, { withdrawalAccountId: accountId, amount: '499.99' })).json().data.next,
    ).toBe('bank');
    await setApprovalRule(t, tokens.admin, 'withdrawal', 'USD', null);
  });

  it('refuses what making the order would refuse, in the caller’s language', async () => {
    const bad = await review(tokens.admin, {
      withdrawalAccountId: accountId,
      amount: '1.005',
      language: 'zh_CN',
    });
    expect(bad.statusCode).toBe(400);
    expect(expectEnvelope(bad).msg).toMatch(/USD/);
    expect((await review(tokens.admin, { withdrawalAccountId: accountId, amount: '0' })).statusCode).toBe(
      400,
    );
    // Another partner's account is not found; a viewer may not withdraw.
    expect((await review(tokens.other, { withdrawalAccountId: accountId, amount: '1' })).statusCode).toBe(
      404,
    );
    expect((await review(tokens.viewer, { withdrawalAccountId: accountId, amount: '1' })).statusCode).toBe(
      403,
    );
  });
});
