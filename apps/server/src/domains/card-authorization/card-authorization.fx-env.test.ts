import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import { newId } from '../../platform/crypto';
import { useTestApp, useSignedIn } from '../../../test/helpers/app';
import { fundMerchant, issueCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';

/**
 * One FX rate everywhere: with FX_SANDBOX_RATES set, a card's foreign purchase converts at the configured rate,
 * the same one collections and exchanges use, not at the sandbox's built-in default (EUR 0.92 per USD).
 */
const before = process.env.FX_SANDBOX_RATES;
process.env.FX_SANDBOX_RATES = 'EUR=0.80';
process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
let partnerId: string;
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
});
afterAll(() => {
  if (before === undefined) delete process.env.FX_SANDBOX_RATES;
  else process.env.FX_SANDBOX_RATES = before;
});

describe('a card purchase in EUR with FX_SANDBOX_RATES="EUR=0.80"', () => {
  it('is converted at the configured rate: 100.00 EUR holds 125.00 USD', async () => {
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(t, partnerId, merchantId, '200.00');
    const cardId = await issueCard(t, tokens.admin, { merchantId });
    const res = await t.cms(tokens.admin, 'card-authorization', 'call', {
      networkMessageId: `nm-${newId()}`,
      type: 'authorization',
      cardId,
      amount: '100.00',
      currency: 'EUR',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: AuthorizationRecord }).data).toMatchObject({
      transactionCurrency: 'EUR',
      transactionAmount: '100.00',
      billingCurrency: 'USD',
      billingAmount: '125.00',
      rate: '1.25',
    });
    await expectReconciled(t.db);
  });
});
