import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import type { CardDetail } from '@remit/contract/card';
import { ledgerAccounts } from '../../db/schema/index';
import { newId } from '../../platform/crypto';
import { useTestApp, useSignedIn } from '../../../test/helpers/app';
import { fundMerchant, issueCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';

/**
 * Card FX is one of the paths that could credit a currency no balance shows: a purchase, its clearing and its
 * refund in GBP (a currency the sandbox rates serve, for UK collections) move the card's own USD, converted at
 * the rate the authorization keeps; no GBP account comes to exist.
 */
let partnerId: string;
process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
});

const ok = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};
const call = async (body: Record<string, unknown>) =>
  ok<AuthorizationRecord>(
    await t.cms(tokens.admin, 'card-authorization', 'call', { networkMessageId: `nm-${newId()}`, ...body }),
  );
const gbpAccounts = async () =>
  (await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.currency, 'GBP'))).filter(
    (a) => a.isCustomer,
  );

describe('a card purchase in GBP', () => {
  it('is held, cleared and refunded in the card currency at the kept rate; no GBP account appears', async () => {
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(t, partnerId, merchantId, '100.00');
    const cardId = await issueCard(t, tokens.admin, { merchantId });
    // 1 GBP = 1.26582278481 USD (GBP 0.79 per USD): 10.00 GBP holds 12.66 USD, rounded up.
    const a = await call({ type: 'authorization', cardId, amount: '10.00', currency: 'GBP' });
    expect(a).toMatchObject({
      authStatus: 'approval',
      transactionCurrency: 'GBP',
      transactionAmount: '10.00',
      billingCurrency: 'USD',
      billingAmount: '12.66',
      rate: '1.26582278481',
    });
    const held = ok<CardDetail>(await t.cms(tokens.admin, 'card', 'get', { id: cardId }));
    expect(held.balance.available).toBe('87.34');
    const cleared = await call({ type: 'clearing', originalId: a.id, amount: '10.00' });
    expect(cleared).toMatchObject({ settleStatus: 'settled', billingCurrency: 'USD' });
    const refund = await call({ type: 'refund', originalId: a.id, amount: '4.00' });
    expect(refund).toMatchObject({ recordType: 'consumptionRefund', billingCurrency: 'USD' });
    expect(await gbpAccounts()).toEqual([]);
    await expectReconciled(t.db);
  });
});
