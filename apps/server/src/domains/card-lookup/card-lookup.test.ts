import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorTable } from '@remit/contract/errors';
import { auditLog, cardLookupAttempts, cardLookupTokens } from '../../db/schema/index';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { fundMerchant, issueCard, revealCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';
import { newId } from '../../platform/crypto';

type Sensitive = { id: string; pan: string; cvv2: string; expiry: string };
type CardRow = { id: string; funding: string; status: string; maskedPan: string; last4: string };
let topUp: Sensitive;
let shared: Sensitive;
let spare: Sensitive;
let ipSeq = 0;
/** Each test from its own address, so the per-address limit only bites where a test wants it to. */
const newIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const lookup = (body: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/portal/card-lookup/token', payload: body, remoteAddress: ip });
const balance = (cardToken: string | undefined, ip: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/portal/card-lookup/balance',
    payload: {},
    headers: { ...(cardToken ? { card_token: cardToken } : {}), ...extra },
    remoteAddress: ip,
  });
const details = (c: Sensitive) => ({ pan: c.pan, expiry: c.expiry, cvv2: c.cvv2 });
const otherCvv = (cvv: string) => String((Number(cvv) + 1) % 1000).padStart(3, '0');
const tokenOf = async (c: Sensitive, ip = newIp()) => {
  const res = await lookup(details(c), ip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { cardToken: string; expiresAt: string };
};

process.env.CARD_LOOKUP_TOKENS_PER_CARD = '4';
process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
process.env.CARD_SENSITIVE_RATE_LIMIT = '20';
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  const page = await t.cms(tokens.admin, 'card', 'page', { size: 50 });
  const cards = (page.json().data.records as CardRow[]).filter((c) => c.status !== 'closed');
  const open = async (c: CardRow | undefined): Promise<Sensitive> => {
    if (!c) throw new Error('the demo seed has no such card');
    const res = await revealCard(t, tokens.admin, c.id);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as Sensitive;
  };
  const topUps = cards.filter((c) => c.funding === 'topUp');
  const shareds = cards.filter((c) => c.funding === 'shared');
  // The top-up card with money on it (the seed tops one up with 300.00).
  const withMoney = [];
  for (const c of topUps) {
    const d = await t.cms(tokens.admin, 'card', 'get', { id: c.id });
    if (Number(d.json().data.balance.available) > 0) withMoney.push(c);
  }
  topUp = await open(withMoney[0] ?? topUps[0]);
  shared = await open(shareds[0]);
  spare = await open(shareds[1]);
});

describe('card token and balance', () => {
  it('right details give a 15-minute card token, and the token the balance and latest transactions', async () => {
    const before = Date.now();
    const { cardToken, expiresAt } = await tokenOf(topUp);
    expect(cardToken).toMatch(/^clk_/);
    const minutes = (Date.parse(expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
    // Only a hash of the token is kept.
    const rows = await t.db.select().from(cardLookupTokens);
    expect(JSON.stringify(rows)).not.toContain(cardToken);

    const res = await balance(cardToken, newIp());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.maskedPan).toMatch(/^\d{6,8}\*{6}\d{4}$/);
    expect(data.maskedPan.slice(-4)).toBe(topUp.pan.slice(-4));
    expect(data.expiry).toBe(topUp.expiry);
    expect(data.available).toBe('300.00');
    expect(data.currency).toBe('USD');
    expect(data.transactions.length).toBeGreaterThanOrEqual(1);
    expect(data.transactions.length).toBeLessThanOrEqual(10);
    expect(data.transactions[0]).toMatchObject({ type: 130, amount: '300.00', status: 1 });
    expect(typeof data.transactions[0].time).toBe('string');
    expect(res.body).not.toContain(topUp.pan);

    // The card's own number, spaced in groups as printed, works too.
    const spaced = topUp.pan.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect((await lookup({ ...details(topUp), pan: spaced }, newIp())).statusCode).toBe(200);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'lookup' and ${auditLog.subject} = 'card'`);
    expect(audit).toBeDefined();
    expect(audit!.after).toEqual({ last4: topUp.pan.slice(-4) });
    expect(JSON.stringify({ ...audit, id: String(audit!.id) })).not.toContain(topUp.pan);
  });

  it('a shared card shows its merchant account’s available balance, and only this card’s transactions', async () => {
    const { cardToken } = await tokenOf(shared);
    const res = await balance(cardToken, newIp());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.available).toMatch(/^-?\d+\.\d{2}$/);
    expect(Array.isArray(data.transactions)).toBe(true);
  });

  it('its lines explain its available balance: purchases with the merchant, holds as pending', async () => {
    const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(t, partnerId, merchantId, '500.00');
    const ids = {
      topUp: await issueCard(t, tokens.admin, { merchantId, funding: 'topUp' }),
      shared: await issueCard(t, tokens.admin, { merchantId }),
    };
    const send = async (body: Record<string, unknown>) => {
      const res = await t.cms(tokens.admin, 'card-authorization', 'call', {
        networkMessageId: `nm-${newId()}`,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: string; authStatus: string };
    };
    const topUpRes = await t.cms(tokens.admin, 'card', 'call', {
      id: ids.topUp,
      action: 'topUp',
      amount: '100.00',
      idempotencyKey: `lookup-explain-${newId()}`,
    });
    expect(topUpRes.statusCode, topUpRes.body).toBe(200);
    for (const cardId of [ids.topUp, ids.shared]) {
      const coffee = await send({
        type: 'authorization',
        cardId,
        amount: '30.00',
        currency: 'USD',
        acceptorName: 'Harbour Coffee',
      });
      await send({ type: 'clearing', originalId: coffee.id, amount: '30.00' });
      await send({
        type: 'authorization',
        cardId,
        amount: '20.00',
        currency: 'USD',
        acceptorName: 'Corner Books',
      });
    }

    type Line = { type: number; amount: string; status: number; merchantName: string };
    const lookedUp = async (id: string) => {
      const c = (await revealCard(t, tokens.admin, id)).json().data as Sensitive;
      const res = await balance((await tokenOf(c)).cardToken, newIp());
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { balance: string; onHold: string; available: string; transactions: Line[] };
    };
    const cents = (v: string) => Math.round(Number(v) * 100);
    const sum = (lines: Line[]) => lines.reduce((n, l) => n + cents(l.amount), 0);

    // A top-up card's list is its whole account: posted lines add up to its balance, Pending ones to its holds.
    const own = await lookedUp(ids.topUp);
    expect(own).toMatchObject({ balance: '70.00', onHold: '20.00', available: '50.00' });
    const pending = own.transactions.filter((l) => l.status === 11);
    const posted = own.transactions.filter((l) => l.status !== 11);
    expect(pending).toEqual([
      expect.objectContaining({ type: 140, amount: '-20.00', merchantName: 'Corner Books' }),
    ]);
    expect(posted).toContainEqual(
      expect.objectContaining({ type: 140, amount: '-30.00', merchantName: 'Harbour Coffee' }),
    );
    expect(sum(posted)).toBe(cents(own.balance));
    expect(cents(own.balance) + sum(pending)).toBe(cents(own.available));

    // A shared card lists only its own lines on its merchant's account, its hold among them as Pending.
    const shared = await lookedUp(ids.shared);
    expect(shared).toMatchObject({ balance: '370.00', onHold: '20.00', available: '350.00' });
    expect(shared.transactions.filter((l) => l.status === 11)).toEqual([
      expect.objectContaining({ type: 140, amount: '-20.00', merchantName: 'Corner Books' }),
    ]);
    expect(shared.transactions.filter((l) => l.status !== 11)).toEqual([
      expect.objectContaining({ type: 140, amount: '-30.00', merchantName: 'Harbour Coffee' }),
    ]);
    expect(cents(shared.balance) - cents(shared.onHold)).toBe(cents(shared.available));
    await expectReconciled(t.db);
  });

  it('a wrong CVV2, a wrong expiry and an unknown PAN get the same answer', async () => {
    const ip = newIp();
    const [mm, yy] = topUp.expiry.split('/') as [string, string];
    const wrongExpiry = `${mm}/${String((Number(yy) + 1) % 100).padStart(2, '0')}`;
    const unknownPan = '4111111111111111';
    const answers = [
      await lookup({ ...details(topUp), cvv2: otherCvv(topUp.cvv2) }, ip),
      await lookup({ ...details(topUp), expiry: wrongExpiry }, ip),
      await lookup({ pan: unknownPan, expiry: topUp.expiry, cvv2: topUp.cvv2 }, ip),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: errorTable.CARD_LOOKUP_FAILED.code,
        msg: errorTable.CARD_LOOKUP_FAILED.en,
        data: null,
      });
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // The wrong tries above are forgotten after a right one.
    await tokenOf(topUp);
    expect(
      await t.db
        .select()
        .from(cardLookupAttempts)
        .where(sql`true`),
    ).not.toContainEqual(expect.objectContaining({ failures: 2 }));
  });

  it('five wrong tries lock the card’s lookup for 30 minutes, even with the right details; then it opens', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await lookup({ ...details(spare), cvv2: otherCvv(spare.cvv2) }, newIp());
      expect(res.json().code).toBe(errorTable.CARD_LOOKUP_FAILED.code);
    }
    const sixth = await lookup(details(spare), newIp());
    expect(sixth.statusCode).toBe(429);
    expect(expectEnvelope(sixth).code).toBe(errorTable.CARD_LOOKUP_LOCKED.code);
    expect(sixth.json().msg).toContain('30 minutes');
    const [lock] = await t.db
      .select()
      .from(cardLookupAttempts)
      .where(sql`${cardLookupAttempts.lockedUntil} is not null`);
    const left = lock!.lockedUntil!.getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);

    // A PAN no card has locks the same way: the lock tells nothing about a card existing.
    const nobody = { pan: '4111111111111111', expiry: '01/30', cvv2: '123' };
    for (let i = 0; i < 5; i++) await lookup(nobody, newIp());
    expect((await lookup(nobody, newIp())).json().code).toBe(errorTable.CARD_LOOKUP_LOCKED.code);

    // Wrong tries sent all at once are each counted.
    const burst = { pan: '5555555555554444', expiry: '01/30', cvv2: '123' };
    await Promise.all(Array.from({ length: 5 }, () => lookup(burst, newIp())));
    expect((await lookup(burst, newIp())).json().code).toBe(errorTable.CARD_LOOKUP_LOCKED.code);

    // Thirty minutes later (the lock's time moved back rather than waited for).
    await t.db
      .update(cardLookupAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(cardLookupAttempts.panFingerprint, lock!.panFingerprint));
    expect((await lookup(details(spare), newIp())).statusCode).toBe(200);
  });

  it('refuses an expired card token, a made-up one and none with a 401 code', async () => {
    const { cardToken } = await tokenOf(shared);
    await t.db.update(cardLookupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const token of [cardToken, 'clk_madeup', undefined]) {
      const res = await balance(token, newIp());
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res).code).toBe(errorTable.CARD_TOKEN_INVALID.code);
    }
  });

  it('a portal session token is no card token, and a card token is no portal session', async () => {
    const session = await balance(tokens.admin, newIp());
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe(errorTable.CARD_TOKEN_INVALID.code);
    // A portal token in its own header does not open the balance either.
    expect((await balance(undefined, newIp(), { access_token: tokens.admin })).statusCode).toBe(401);

    const { cardToken } = await tokenOf(shared);
    const portal = await t.call('POST', '/api/dashboard/app/user/query', {}, { access_token: cardToken });
    expect(portal.statusCode).toBe(401);
    const cms = await t.cms(cardToken, 'card', 'page', {});
    expect(cms.statusCode).toBe(401);
    // Signing out of the portal leaves the card token working.
    const other = await t.login(demo.admin);
    await t.call('DELETE', '/api/dashboard/logout', undefined, { access_token: other });
    expect((await balance(cardToken, newIp())).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const ip = newIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...details(topUp), pan: '4111abcd11111111' }, 'pan'],
      [{ ...details(topUp), pan: '4111-1111-1111-1111' }, 'pan'],
      [{ ...details(topUp), pan: '123' }, 'pan'],
      [{ ...details(topUp), expiry: '13/29' }, 'expiry'],
      [{ ...details(topUp), expiry: '1/29' }, 'expiry'],
      [{ ...details(topUp), cvv2: '12a' }, 'cvv2'],
      [{ ...details(topUp), cvv2: 123 }, 'cvv2'],
      [{ expiry: topUp.expiry, cvv2: topUp.cvv2 }, 'pan'],
    ];
    for (const [body, field] of cases) {
      const res = await lookup(body, ip);
      expect(res.statusCode, res.body).toBe(400);
      const env = expectEnvelope(res) as {
        code: string;
        msg: string;
        data: { fieldErrors: Record<string, string[]> };
      };
      expect(env.code).toBe(errorTable.VALIDATION.code);
      expect(Object.keys(env.data.fieldErrors)).toContain(field);
    }
    const letters = await lookup({ ...details(topUp), pan: '4111abcd11111111' }, newIp());
    expect(letters.json().msg).toMatch(/card number/i);
  });

  it('limits lookups per address and card tokens per card', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await lookup({ pan: '123' }, ip)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);

    // CARD_LOOKUP_TOKENS_PER_CARD is 4 here: the spare card already had one after its lock.
    await t.db.delete(cardLookupTokens);
    for (let i = 0; i < 4; i++) await tokenOf(spare);
    const fifth = await lookup(details(spare), newIp());
    expect(fifth.statusCode).toBe(429);
    expect(expectEnvelope(fifth).code).toBe(errorTable.RATE_LIMITED.code);
  });

  it('never writes a PAN, a CVV2 or a card token to the log', async () => {
    const { cardToken } = await tokenOf(topUp);
    await balance(cardToken, newIp());
    const log = t.logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const c of [topUp, shared, spare]) expect(log).not.toContain(c.pan);
    expect(log).not.toContain(cardToken);
    expect(log).not.toMatch(new RegExp(`"cvv2":"${topUp.cvv2}"`));
  });
});
