import { eq } from 'drizzle-orm';
import { toMinor } from '@remit/contract/money';
import { cardApplyRecords } from '../../src/db/schema/index';
import { ensureAccount, platformAccount } from '../../src/ledger/ledger.accounts';
import { postEntry } from '../../src/ledger/ledger.post';
import { newId } from '../../src/platform/crypto';
import { DEMO_PASSWORD, useSignedIn, useTestApp, type TestApp } from './app';

export const VISA_PRODUCT = '01900000-0000-7000-8000-00000000c001';

/**
 * The app of a file of card tests (`useTestApp`), its sandbox issuer answering at once and `sensitiveRateLimit`
 * full-PAN views a minute per session, and the demo administrator, viewer and other partner signed in.
 */
export const useCardApp = (sensitiveRateLimit: string) => {
  process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
  process.env.CARD_SENSITIVE_RATE_LIMIT = sensitiveRateLimit;
  const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
  return { t, tokens: useSignedIn(t, 'admin', 'viewer', 'other') };
};

/** Money into a merchant account from the bank, as a deposit would bring it. */
export const fundMerchant = async (
  t: TestApp,
  partnerId: string,
  merchantId: string,
  amount: string,
  currency = 'USD',
) => {
  const bank = await ensureAccount(t.db, platformAccount(partnerId, 'platform_bank', currency));
  const account = await ensureAccount(t.db, { partnerId, kind: 'merchant', ownerId: merchantId, currency });
  await postEntry(t.db, {
    partnerId,
    type: 100,
    idempotencyKey: `test-fund-${newId()}`,
    postings: [
      { accountId: bank.id, amount: -toMinor(amount, currency) },
      { accountId: account.id, amount: toMinor(amount, currency) },
    ],
  });
};

/** A card issued through `card/create` and the sandbox issuer (set CARD_ISSUER_SANDBOX_DELAY_SECONDS=0). */
export const issueCard = async (t: TestApp, token: string, body: Record<string, unknown>) => {
  const res = await t.cms(token, 'card', 'create', {
    productId: VISA_PRODUCT,
    model: 'virtual',
    cardType: 'commercial',
    funding: 'shared',
    currency: 'USD',
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  const applyId = (res.json() as { data: { id: string } }).data.id;
  for (let i = 0; i < 120; i++) {
    const [a] = await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.id, applyId));
    if (a?.status === 'success') return a.cardId!;
    if (a?.status === 'failed') throw new Error(`apply failed: ${a.reason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`apply ${applyId} was not answered`);
};

/**
 * The sensitive view as the page opens it: the password at `card/get-by` for a one-time grant, then `card/reveal`
 * with it. Answers the reveal's response, or get-by's when that refused.
 */
export const revealCard = async (
  t: TestApp,
  token: string,
  id: string,
  body: Record<string, unknown> = { password: DEMO_PASSWORD },
) => {
  const asked = await t.cms(token, 'card', 'get-by', { id, ...body });
  if (asked.statusCode !== 200) return asked;
  const { grant } = (asked.json() as { data: { grant: string } }).data;
  return t.cms(token, 'card', 'reveal', { id, grant });
};
