import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOTP, URI } from 'otpauth';
import { isLuhnValid, type CardDetail } from '@remit/contract/card';
import {
  auditLog,
  cardApplyRecords,
  cardSensitiveGrants,
  cards,
  ledgerAccounts,
  merchants,
} from '../../db/schema/index';
import { toDecimal } from '@remit/contract/money';
import { fundMerchant as fundMerchantAccount, revealCard, useCardApp } from '../../../test/helpers/cards';
import { DEMO_PASSWORD, demo, expectEnvelope } from '../../../test/helpers/app';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';

const VISA = '01900000-0000-7000-8000-00000000c001';

let partnerId: string;
let merchantId: string;
const pans = new Set<string>();

/** Money on a merchant account, as a payment from the partner would put it there. */
const fundMerchant = (id: string, amount: string, currency = 'USD') =>
  fundMerchantAccount(t, partnerId, id, amount, currency);

const ok = <T = Record<string, unknown>>(res: { statusCode: number; body: string; json(): unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

/** Waits for the sandbox issuer to answer an apply record. */
const settled = async (applyId: string) => {
  for (let i = 0; i < 480; i++) {
    const [a] = await t.db.select().from(cardApplyRecords).where(eq(cardApplyRecords.id, applyId));
    if (a && (a.status === 'success' || a.status === 'failed')) return a;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`apply ${applyId} was not answered`);
};

const apply = async (body: Record<string, unknown> = {}, token = tokens.admin) => {
  const record = ok<{ id: string; status: string }>(
    await t.cms(token, 'card', 'create', {
      merchantId,
      productId: VISA,
      model: 'virtual',
      cardType: 'commercial',
      funding: 'shared',
      currency: 'USD',
      ...body,
    }),
  );
  return record;
};

/** A card issued through card/create and the sandbox issuer. */
const issue = async (body: Record<string, unknown> = {}) => {
  const record = await apply(body);
  const a = await settled(record.id);
  if (a.status !== 'success') throw new Error(`apply failed: ${a.reason}`);
  return a.cardId!;
};

const get = async (id: string, token = tokens.admin) =>
  ok<CardDetail>(await t.cms(token, 'card', 'get', { id }));
const call = (id: string, action: string, extra: Record<string, unknown> = {}, token = tokens.admin) =>
  t.cms(token, 'card', 'call', { id, action, ...extra });

const sensitive = async (id: string) =>
  ok<{ pan: string; cvv2: string; expiry: string }>(await revealCard(t, tokens.admin, id));
const grantFor = async (id: string, token = tokens.admin) =>
  ok<{ grant: string; expiresAt: string; visibleSeconds: number }>(
    await t.cms(token, 'card', 'get-by', { id, password: DEMO_PASSWORD }),
  );

const { t, tokens } = useCardApp('8');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  merchantId = await approvedMerchant(t.db, partnerId, ['USD', 'EUR']);
});

describe('apply and issue', () => {
  it('issues a virtual card Normal and a physical one Unactivated, through an apply record', async () => {
    const record = await apply();
    expect(record.status).toBe('pending');
    const a = await settled(record.id);
    expect(a.status).toBe('success');
    const card = await get(a.cardId!);
    expect(card).toMatchObject({ status: 'normal', model: 'virtual', funding: 'shared', currency: 'USD' });
    expect(card.maskedPan).toMatch(/^49999901\*{6}\d{4}$/);
    expect(card.actions).toEqual(['block', 'loss', 'revoke']);
    expect(card.history.map((e: { action: string }) => e.action)).toEqual(['issue']);
    expect(JSON.stringify(card)).not.toMatch(/\d{16}/);

    const physical = await get(
      await issue({
        model: 'physical',
        shippingAddress: '1 Main St',
        shippingCity: 'Springfield',
        shippingCountry: 'US',
      }),
    );
    expect(physical).toMatchObject({ status: 'unactivated', shippingCity: 'Springfield' });
    expect(physical.actions).toEqual(['activate', 'revoke']);

    const products = ok<{ records: { id: string; scheme: string; bin: string }[] }>(
      await t.cms(tokens.admin, 'card', 'list', { view: 'products' }),
    );
    expect(products.records.map((p) => p.scheme).sort()).toEqual(['mastercard', 'visa']);

    const applies = ok<{ records: { status: string }[] }>(
      await t.cms(tokens.admin, 'card', 'page', { view: 'applyRecords' }),
    );
    expect(applies.records.filter((r) => r.status === 'success').length).toBeGreaterThanOrEqual(2);
  });

  it('stores the PAN only sealed, Luhn-valid, with last 4 and a fingerprint', async () => {
    const id = await issue();
    const [row] = await t.db.select().from(cards).where(eq(cards.id, id));
    const { pan, cvv2 } = await sensitive(id);
    pans.add(pan);
    expect(isLuhnValid(pan)).toBe(true);
    expect(pan.startsWith('49999901')).toBe(true);
    expect(row!.panLast4).toBe(pan.slice(-4));
    expect(row!.panEncrypted).not.toContain(pan);
    expect(row!.panFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(pan);
    expect(JSON.stringify(row)).not.toContain(`"${cvv2}"`);
  });

  it('a failing issuer gives a Failed record with its reason, which can then be removed', async () => {
    const record = await apply({ cardholderName: 'DECLINE ME' });
    const a = await settled(record.id);
    expect(a).toMatchObject({ status: 'failed', cardId: null });
    expect(a.reason).toMatch(/declined/i);
    const failedPage = ok<{ records: { id: string; reason: string }[] }>(
      await t.cms(tokens.admin, 'card', 'page', { view: 'applyRecords', applyStatus: 'failed' }),
    );
    expect(failedPage.records.map((r) => r.id)).toContain(record.id);
    expect((await t.cms(tokens.other, 'card', 'delete', { id: record.id })).statusCode).toBe(404);
    ok(await t.cms(tokens.admin, 'card', 'delete', { id: record.id }));
    expect((await t.cms(tokens.admin, 'card', 'delete', { id: record.id })).statusCode).toBe(404);
  });

  it('refuses a merchant that is not approved, a closed one, another partner’s, and a currency not offered', async () => {
    const closed = await approvedMerchant(t.db, partnerId, ['USD'], 'closed');
    const res = await t.cms(tokens.admin, 'card', 'create', {
      merchantId: closed,
      productId: VISA,
      model: 'virtual',
      cardType: 'personal',
      funding: 'shared',
      currency: 'USD',
    });
    expect(res.statusCode).toBe(409);
    expect(expectEnvelope(res).code).toBe('40992');
    const otherPartner = await partnerIdByName(t.db, 'Other Imports Ltd.');
    const foreign = await approvedMerchant(t.db, otherPartner);
    expect(
      (await t.cms(tokens.admin, 'card', 'create', { ...baseApply(), merchantId: foreign })).statusCode,
    ).toBe(404);
    const jpy = await t.cms(tokens.admin, 'card', 'create', { ...baseApply(), currency: 'JPY' });
    expect(jpy.statusCode).toBe(400);
    expect(expectEnvelope(jpy).code).toBe('40022');
    const noAddress = await t.cms(tokens.admin, 'card', 'create', { ...baseApply(), model: 'physical' });
    expect(noAddress.statusCode).toBe(400);
    expect(Object.keys(noAddress.json().data.fieldErrors)).toContain('shippingAddress');
  });

  it('a viewer can list but not apply', async () => {
    expect((await t.cms(tokens.viewer, 'card', 'create', baseApply())).statusCode).toBe(403);
    expect((await t.cms(tokens.viewer, 'card', 'page', {})).statusCode).toBe(200);
  });
});

const baseApply = () => ({
  merchantId,
  productId: VISA,
  model: 'virtual',
  cardType: 'personal',
  funding: 'shared',
  currency: 'USD',
});

describe('card/call: the state machine', () => {
  it('walks every action, with history, and refuses forbidden moves with 409 and the state', async () => {
    const id = await issue({
      model: 'physical',
      shippingAddress: '2 Main St',
      shippingCity: 'Springfield',
      shippingCountry: 'US',
    });
    const blockedEarly = await call(id, 'block');
    expect(blockedEarly.statusCode).toBe(409);
    expect(expectEnvelope(blockedEarly).msg).toBe('The card is Unactivated, so it cannot be blocked.');

    const steps: [string, string][] = [
      ['activate', 'normal'],
      ['block', 'blocked'],
      ['unblock', 'normal'],
      ['loss', 'lost'],
      ['unloss', 'normal'],
    ];
    for (const [action, status] of steps) {
      const data = ok<{ status: string }>(await call(id, action, { reason: `test ${action}` }));
      expect(data.status).toBe(status);
    }
    const zh = await t.cms(tokens.admin, 'card', 'call', { id, action: 'unblock', language: 'zh_CN' });
    expect(zh.statusCode).toBe(409);
    expect(expectEnvelope(zh).msg).toContain('正常');

    const wrong = await call(id, 'revoke', { last4: '0000' === (await get(id)).last4 ? '1111' : '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(expectEnvelope(wrong).code).toBe('40024');
    const card = await get(id);
    const revoked = ok<{ status: string }>(await call(id, 'revoke', { last4: card.last4, reason: 'done' }));
    expect(revoked.status).toBe('closed');
    expect((await call(id, 'activate')).statusCode).toBe(409);

    const history = (await get(id)).history as { action: string; channel: string; actorName: string }[];
    expect(history.map((h) => h.action).reverse()).toEqual([
      'issue',
      'activate',
      'block',
      'unblock',
      'loss',
      'unloss',
      'revoke',
      'close',
    ]);
    expect(history.find((h) => h.action === 'block')).toMatchObject({
      channel: 'portal',
      actorName: 'Demo Administrator',
    });
    expect((await get(id)).actions).toEqual([]);
  });

  it('sets a PIN only as a slow hash, refusing trivial ones', async () => {
    const id = await issue();
    expect((await call(id, 'setPin', { pin: '1234' })).statusCode).toBe(400);
    ok(await call(id, 'setPin', { pin: '2580' }));
    const [row] = await t.db.select().from(cards).where(eq(cards.id, id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect((await get(id)).hasPin).toBe(true);
  });

  it('resets the PIN and the ACS password only with the code mailed to the cardholder', async () => {
    const id = await issue();
    const [m] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
    const cardholder = m!.email;

    expect((await call(id, 'setAcsPassword', { password: 'short1' })).statusCode).toBe(400);
    ok(await call(id, 'setAcsPassword', { password: 'Secure3DS2026' }));
    expect((await get(id)).hasAcsPassword).toBe(true);

    const mark = t.smtp.inbox.length;
    ok(await call(id, 'sendResetCode', { secret: 'pin' }));
    const code = await t.smtp.codeFor(cardholder, mark);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(id, 'resetPin', { code: wrong, pin: '2580' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('40029');
    // A code for the PIN does not reset the ACS password.
    expect((await call(id, 'resetAcsPassword', { code, password: 'Another3DS1' })).statusCode).toBe(400);
    ok(await call(id, 'resetPin', { code, pin: '2580' }));
    expect((await get(id)).hasPin).toBe(true);
    // Used once.
    expect((await call(id, 'resetPin', { code, pin: '3691' })).statusCode).toBe(400);

    // Five wrong tries use the code up, even for the right one after.
    const mark2 = t.smtp.inbox.length;
    ok(await call(id, 'sendResetCode', { secret: 'acsPassword' }));
    const code2 = await t.smtp.codeFor(cardholder, mark2);
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call(id, 'resetAcsPassword', { code: wrong2, password: 'Another3DS1' })).statusCode).toBe(
        400,
      );
    expect((await call(id, 'resetAcsPassword', { code: code2, password: 'Another3DS1' })).statusCode).toBe(
      400,
    );

    const history = (await get(id)).history.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['setAcsPassword', 'sendResetCode', 'resetPin']));
    const [row] = await t.db.select().from(cards).where(eq(cards.id, id));
    expect(row!.acsPasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('sends the card information to the cardholder only, masked and without the CVV2', async () => {
    const id = await issue();
    const { maskedPan } = await get(id);
    const [m] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
    const mark = t.smtp.inbox.length;
    ok(await call(id, 'sendInfo'));
    const mail = await t.smtp.waitForMail(m!.email, { after: mark });
    expect(mail.to).toEqual([m!.email.toLowerCase()]);
    const text = mail.text;
    expect(text).toContain(maskedPan);
    // No full card number and no CVV2 line, whatever the layout.
    expect(text).not.toMatch(/\d{12,19}/);
    expect(text).not.toMatch(/CVV2?\s*[:：]/i);
    expect(t.smtp.inbox.slice(mark).every((x) => x.to.includes(m!.email.toLowerCase()))).toBe(true);
  });

  it('the expiry job moves Normal cards past their month to Expired', async () => {
    const id = await issue();
    await t.db.update(cards).set({ expiryYear: 2020, expiryMonth: 1 }).where(eq(cards.id, id));
    const { createCardsService } = await import('./card.service');
    const { createCardVault } = await import('./card.vault');
    const service = createCardsService({
      db: t.db,
      vault: createCardVault({ keyId: 'x', dataKey: Buffer.alloc(32), cvvKey: Buffer.alloc(32) }),
    });
    expect(await service.expireDue('2020-02-01')).toBeGreaterThanOrEqual(1);
    const card = await get(id);
    expect(card.status).toBe('expired');
    expect(card.history[0]).toMatchObject({ action: 'expire', channel: 'system' });
    expect(card.actions).toEqual(['revoke']);
  });
});

describe('limits', () => {
  it('shows the product defaults and lets them be lowered, never raised', async () => {
    const id = await issue();
    const before = await get(id);
    expect(before.limits.find((l: { kind: string }) => l.kind === 'daily')).toMatchObject({
      limit: '10000.00',
      defaultLimit: '10000.00',
      isDefault: true,
      used: '0.00',
      remaining: '10000.00',
    });
    ok(await t.cms(tokens.admin, 'card', 'update', { id, limits: { daily: '500.00', dailyCount: 5 } }));
    const after = await get(id);
    expect(after.limits.find((l: { kind: string }) => l.kind === 'daily')).toMatchObject({
      limit: '500.00',
      isDefault: false,
      remaining: '500.00',
    });
    expect(after.limits.find((l: { kind: string }) => l.kind === 'dailyCount')).toMatchObject({ limit: '5' });

    // Spec §5: entered values must be *below* the shown defaults; the default itself is "unset".
    const equal = await t.cms(tokens.admin, 'card', 'update', { id, limits: { daily: '10000.00' } });
    expect(equal.statusCode).toBe(400);
    expect(expectEnvelope(equal).msg).toContain('Daily limit');
    const countDefault = Number(
      before.limits.find((l: { kind: string }) => l.kind === 'dailyCount')!.defaultLimit,
    );
    const equalCount = await t.cms(tokens.admin, 'card', 'update', {
      id,
      limits: { dailyCount: countDefault },
    });
    expect(expectEnvelope(equalCount).code).toBe('40020');
    expect((await get(id)).limits.find((l: { kind: string }) => l.kind === 'daily')!.limit).toBe('500.00');
    const raised = await t.cms(tokens.admin, 'card', 'update', { id, limits: { total: '100000.01' } });
    expect(raised.statusCode).toBe(400);
    expect(expectEnvelope(raised).code).toBe('40020');
    expect(expectEnvelope(raised).msg).toContain('Overall total limit');
    const order = await t.cms(tokens.admin, 'card', 'update', {
      id,
      limits: { single: '600', daily: '400' },
    });
    expect(expectEnvelope(order).code).toBe('40021');
    const decimals = await t.cms(tokens.admin, 'card', 'update', { id, limits: { single: '1.001' } });
    expect(decimals.statusCode).toBe(400);

    // Back to the default.
    ok(await t.cms(tokens.admin, 'card', 'update', { id, limits: { daily: null } }));
    expect((await get(id)).limits.find((l: { kind: string }) => l.kind === 'daily')!.isDefault).toBe(true);
    expect((await t.cms(tokens.other, 'card', 'update', { id, limits: { daily: '1' } })).statusCode).toBe(
      404,
    );
  });
});

describe('the sensitive view', () => {
  it('needs the password again, is audited, and CVV2 is stable per card and differs across cards', async () => {
    const a = await issue();
    const b = await issue();
    const wrong = await t.cms(tokens.admin, 'card', 'get-by', { id: a, password: 'Wrong#Pass2026' });
    expect(wrong.statusCode).toBe(403);
    expect(expectEnvelope(wrong).code).toBe('40320');
    expect(wrong.body).not.toMatch(/\d{16}/);

    const first = await sensitive(a);
    const again = await sensitive(a);
    const otherCard = await sensitive(b);
    pans.add(first.pan).add(otherCard.pan);
    expect(first.cvv2).toMatch(/^\d{3}$/);
    expect(again.cvv2).toBe(first.cvv2);
    expect(otherCard.pan).not.toBe(first.pan);
    expect(otherCard.cvv2 === first.cvv2 && otherCard.expiry === first.expiry).toBe(false);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, a));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['view-sensitive', 'view-sensitive.denied']),
    );
    expect(JSON.stringify(audits.map((x) => [x.before, x.after]))).not.toContain(first.pan);
    // Another partner, or a viewer, sees nothing.
    expect((await t.cms(tokens.other, 'card', 'get-by', { id: a, password: DEMO_PASSWORD })).statusCode).toBe(
      404,
    );
    expect(
      (await t.cms(tokens.viewer, 'card', 'get-by', { id: a, password: DEMO_PASSWORD })).statusCode,
    ).toBe(403);
  });

  it('answers a grant, not the card: the card data comes once per grant, in its session, for its card', async () => {
    const [a, b] = [await issue(), await issue()];
    // A session of its own: the administrator's shared one keeps its sensitive views for the other tests.
    const mine = await t.login(demo.admin);
    const asked = await t.cms(mine, 'card', 'get-by', { id: a, password: DEMO_PASSWORD });
    expect(asked.body).not.toMatch(/\d{13,19}/);
    const { grant, expiresAt, visibleSeconds } = ok<{
      grant: string;
      expiresAt: string;
      visibleSeconds: number;
    }>(asked);
    expect(visibleSeconds).toBe(60);
    const life = new Date(expiresAt).getTime() - Date.now();
    expect(life).toBeGreaterThan(50_000);
    expect(life).toBeLessThanOrEqual(60_000);
    // Only its hash is stored.
    const stored = await t.db.select().from(cardSensitiveGrants).where(eq(cardSensitiveGrants.cardId, a));
    expect(JSON.stringify(stored)).not.toContain(grant);

    // Not for another card, nor from another session of the same user, nor another partner.
    const otherCard = await t.cms(mine, 'card', 'reveal', { id: b, grant });
    expect(expectEnvelope(otherCard).code).toBe('40322');
    const otherSession = await t.login(demo.admin);
    expect((await t.cms(otherSession, 'card', 'reveal', { id: a, grant })).statusCode).toBe(403);
    expect((await t.cms(tokens.other, 'card', 'reveal', { id: a, grant })).statusCode).toBe(404);

    const shown = ok<{ pan: string; cvv2: string; visibleSeconds: number }>(
      await t.cms(mine, 'card', 'reveal', { id: a, grant }),
    );
    expect(isLuhnValid(shown.pan)).toBe(true);
    expect(shown.visibleSeconds).toBeGreaterThan(0);
    expect(shown.visibleSeconds).toBeLessThanOrEqual(60);
    // Spent: the same grant opens nothing again.
    const again = await t.cms(mine, 'card', 'reveal', { id: a, grant });
    expect(again.statusCode).toBe(403);
    expect(expectEnvelope(again).msg).toBe(
      'This view of the card has ended. Enter your password again to see the card information.',
    );
    expect(again.body).not.toContain(shown.pan);
    const views = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, a));
    expect(views.filter((x) => x.action === 'view-sensitive')).toHaveLength(1);
    expect(views.filter((x) => x.action === 'view-sensitive.granted')).toHaveLength(1);
  });

  it('refuses a grant past its life, as the server keeps the time', async () => {
    const id = await issue();
    const mine = await t.login(demo.admin);
    const { grant } = await grantFor(id, mine);
    // The grant's life ends (its expiry moved into the past, as 60 seconds would): it opens nothing.
    await t.db
      .update(cardSensitiveGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cardSensitiveGrants.cardId, id));
    const late = await t.cms(mine, 'card', 'reveal', { id, grant });
    expect(late.statusCode).toBe(403);
    expect(expectEnvelope(late).code).toBe('40322');
    expect(late.body).not.toMatch(/\d{13,19}/);
  });

  it('is rate limited per session', async () => {
    const id = await issue();
    const token = await t.login(demo.admin);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      // The right password: wrong ones would count toward the account's lockout (prompt-lockout.test.ts).
      codes.push((await t.cms(token, 'card', 'get-by', { id, password: DEMO_PASSWORD })).statusCode);
    expect(codes).toContain(429);
  });
});

describe('top-up cards', () => {
  it('tops up from the merchant account and withdraws back, once per key, and reconciles', async () => {
    const m = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(m, '1000.00');
    const id = await issue({ merchantId: m, funding: 'topUp' });
    const top = ok<{ entryId: string }>(
      await call(id, 'topUp', { amount: '250.00', idempotencyKey: 'topup-test-0001' }),
    );
    const repeat = ok<{ entryId: string }>(
      await call(id, 'topUp', { amount: '250.00', idempotencyKey: 'topup-test-0001' }),
    );
    expect(repeat.entryId).toBe(top.entryId);
    const mismatch = await call(id, 'topUp', { amount: '251.00', idempotencyKey: 'topup-test-0001' });
    expect(mismatch.statusCode).toBe(409);
    ok(await call(id, 'withdraw', { amount: '50.00', idempotencyKey: 'withdraw-test-0001' }));
    expect((await get(id)).balance).toMatchObject({ balance: '200.00', available: '200.00' });

    const tooMuch = await call(id, 'withdraw', { amount: '500.00', idempotencyKey: 'withdraw-test-0002' });
    expect(tooMuch.statusCode).toBe(409);

    const list = ok<{ records: { cardId: string; balance: string; funding: string }[] }>(
      await t.cms(tokens.admin, 'card', 'list', { merchantId: m }),
    );
    expect(list.records.find((r) => r.cardId === id)).toMatchObject({ balance: '200.00', funding: 'topUp' });

    // Revoke returns the remaining 200.00 to the merchant account, then the card is Closed.
    const card = await get(id);
    expect(ok<{ status: string }>(await call(id, 'revoke', { last4: card.last4 })).status).toBe('closed');
    const balances = ok<{ records: { cardId: string; balance: string }[] }>(
      await t.cms(tokens.admin, 'card', 'list', { merchantId: m }),
    );
    expect(balances.records.find((r) => r.cardId === id)!.balance).toBe('0.00');
    await expectReconciled(t.db);
  });

  it('a shared card shows its merchant account; it has no balance of its own to move', async () => {
    const m = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(m, '75.00');
    const id = await issue({ merchantId: m });
    expect((await get(id)).balance).toMatchObject({ funding: 'shared', available: '75.00' });
    const res = await call(id, 'topUp', { amount: '1.00', idempotencyKey: 'shared-topup-0001' });
    expect(expectEnvelope(res).code).toBe('40027');
  });
});

describe('Card Balances', () => {
  type BalanceRow = {
    cardId: string;
    funding: string;
    currency: string;
    merchantId: string;
    accountId: string | null;
    balance: string;
    available: string;
  };
  /** Every page of Card Balances at `size` rows a page, with the total each page answered. */
  const allBalances = async (size: number, filter: Record<string, unknown> = {}) => {
    const rows: BalanceRow[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 100; page++) {
      const data = ok<{ records: BalanceRow[]; total: number }>(
        await t.cms(tokens.admin, 'card', 'list', { ...filter, page, size }),
      );
      totals.add(data.total);
      rows.push(...data.records);
      if (data.records.length < size) break;
    }
    return { rows, totals: [...totals] };
  };

  it('shows every card of the partner once, with its own account and a true total', async () => {
    // A shared card of a merchant with money in two currencies, and a top-up card with its own money.
    const m = await approvedMerchant(t.db, partnerId, ['USD', 'EUR']);
    await fundMerchant(m, '40.00', 'USD');
    await fundMerchant(m, '900.00', 'EUR');
    const shared = await issue({ merchantId: m });
    const topUp = await issue({ merchantId: m, funding: 'topUp' });
    ok(await call(topUp, 'topUp', { amount: '15.00', idempotencyKey: 'balances-topup-0001' }));

    const cardsOfPartner = await t.db.select().from(cards).where(eq(cards.partnerId, partnerId));
    const accounts = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.partnerId, partnerId));
    for (const size of [10, 100]) {
      const { rows, totals } = await allBalances(size);
      expect(totals).toEqual([cardsOfPartner.length]);
      expect(rows).toHaveLength(cardsOfPartner.length);
      expect(new Set(rows.map((r) => r.cardId)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.cardId))).toEqual(new Set(cardsOfPartner.map((c) => c.id)));
      for (const row of rows) {
        const card = cardsOfPartner.find((c) => c.id === row.cardId)!;
        const own = accounts.find(
          (a) =>
            a.currency === card.currency &&
            (card.funding === 'topUp'
              ? a.kind === 'card' && a.ownerId === card.id
              : a.kind === 'merchant' && a.ownerId === card.merchantId),
        );
        expect(row.currency).toBe(card.currency);
        expect(row.accountId).toBe(own?.id ?? null);
        expect(row.balance).toBe(toDecimal(own?.balance ?? 0n, card.currency));
        expect(row.available).toBe(toDecimal((own?.balance ?? 0n) - (own?.onHold ?? 0n), card.currency));
      }
    }
    const mine = (await allBalances(100, { merchantId: m })).rows;
    // The shared card shows the merchant's USD (40.00 less the 15.00 top-up), never its 900.00 EUR.
    expect(mine.find((r) => r.cardId === shared)).toMatchObject({ balance: '25.00', currency: 'USD' });
    expect(mine.find((r) => r.cardId === topUp)).toMatchObject({ balance: '15.00', currency: 'USD' });
    await expectReconciled(t.db);
  });
});

describe('scoping and leaks', () => {
  it('another partner gets 404 for every operation on a card', async () => {
    const id = await issue();
    expect((await t.cms(tokens.other, 'card', 'get', { id })).statusCode).toBe(404);
    expect((await call(id, 'block', {}, tokens.other)).statusCode).toBe(404);
    const page = ok<{ records: { id: string }[] }>(await t.cms(tokens.other, 'card', 'page', {}));
    expect(page.records.map((r) => r.id)).not.toContain(id);
  });

  it('no full PAN in any list or the server log', async () => {
    const page = await t.cms(tokens.admin, 'card', 'page', { size: 100 });
    const list = await t.cms(tokens.admin, 'card', 'list', { size: 100 });
    expect(pans.size).toBeGreaterThan(0);
    const log = t.logLines.join('\n');
    for (const pan of pans) {
      expect(page.body).not.toContain(pan);
      expect(list.body).not.toContain(pan);
      expect(log).not.toContain(pan);
    }
  });
});

// Last: it gives the administrator a second factor, which every sign-in after it would need.
describe('the sensitive view with a second factor', () => {
  it('asks for the code from the authenticator app as well', async () => {
    const id = await issue();
    const as = { access_token: tokens.admin };
    const started = await t.call('POST', '/api/dashboard/app/user/two-factor/enrol', {}, as);
    const totp = URI.parse(started.json().data.otpauthUri) as TOTP;
    const confirm = { code: totp.generate() };
    expect((await t.call('POST', '/api/dashboard/app/user/two-factor/confirm', confirm, as)).statusCode).toBe(
      200,
    );

    const without = await t.cms(tokens.admin, 'card', 'get-by', { id, password: DEMO_PASSWORD });
    expect(expectEnvelope(without).code).toBe('40321');
    const wrong = await t.cms(tokens.admin, 'card', 'get-by', {
      id,
      password: DEMO_PASSWORD,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const shown = ok<{ pan: string }>(
      await revealCard(t, tokens.admin, id, { password: DEMO_PASSWORD, code: next }),
    );
    expect(isLuhnValid(shown.pan)).toBe(true);
  });
});
