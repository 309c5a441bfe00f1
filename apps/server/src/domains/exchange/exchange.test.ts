import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fxQuotes } from '../../db/schema/index';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import {
  balanceOf,
  expectReconciled,
  partnerIdByName,
  setAvailable,
  USD_EUR_EXCHANGE_ACCOUNTS,
} from '../../../test/helpers/orders';

let partnerId: string;

const bal = (kind: string, currency: string) => balanceOf(t.db, partnerId, kind, currency);
const quote = (token: string, body: object) => t.cms(token, 'exchange-quote', 'create', body);
/** A quote of the administrator's selling USD (the quote's data). */
const quoted = async (fixedSide: 'sell' | 'buy', amount: string, buyCurrency = 'EUR') =>
  (await quote(tokens.admin, { sellCurrency: 'USD', buyCurrency, fixedSide, amount })).json().data;
const execute = (token: string, quoteId: string, idempotencyKey = `ex-${quoteId}`) =>
  t.cms(token, 'exchange-order', 'create', { quoteId, idempotencyKey });

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  await setAvailable(t.db, partnerId, 'USD', '5000.00');
});

describe('exchange USD → EUR', () => {
  it('quotes with the spread as a fee and a 30 s lock, then posts both legs and the fee', async () => {
    const res = await quote(tokens.admin, {
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      fixedSide: 'sell',
      amount: '1000',
    });
    expect(res.statusCode).toBe(200);
    const q = res.json().data;
    // Sandbox mid 0.92 EUR per USD; 0.5 % spread = 5.00 USD; 995.00 × 0.92 = 915.40 EUR.
    expect(q).toMatchObject({
      sellAmount: '1000.00',
      buyAmount: '915.40',
      fee: '5.00',
      midRate: '0.92',
      rate: '0.91540000',
      lockSeconds: 30,
    });
    const lock = new Date(q.expiresAt).getTime() - Date.now();
    expect(lock).toBeGreaterThan(25_000);
    expect(lock).toBeLessThanOrEqual(30_000);

    const accounts = USD_EUR_EXCHANGE_ACCOUNTS;
    const snapshot = async () => Promise.all(accounts.map(async ([k, c]) => (await bal(k, c)).balance));
    const before = await snapshot();
    const order = (await execute(tokens.admin, q.id)).json().data;
    expect(order).toMatchObject({
      status: 4,
      currency: 'USD',
      amount: '995.00',
      fee: '5.00',
      total: '1000.00',
      buyCurrency: 'EUR',
      buyAmount: '915.40',
    });
    // USD −1000.00 (995.00 exchanged + 5.00 fee), EUR +915.40, through the FX position accounts.
    const after = await snapshot();
    expect(after.map((v, i) => v - before[i]!)).toEqual([-100000n, 91540n, 99500n, -91540n, 500n]);
    await expectReconciled(t.db);

    // Replaying the execution answers the same order; the quote cannot be used again under another key.
    expect((await execute(tokens.admin, q.id)).json().data.id).toBe(order.id);
    const reuse = await execute(tokens.admin, q.id, 'another-key-123');
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().msg).toBe('This quote has already been executed. Please get a new quote.');
    const detail = (await t.cms(tokens.admin, 'exchange-order', 'get', { id: order.id })).json().data;
    expect(detail.history.map((h: { status: number }) => h.status)).toEqual([1, 3, 4]);
  });

  it('a fixed buy amount costs what buys it at mid plus the spread', async () => {
    const q = await quoted('buy', '92.00');
    expect(q).toMatchObject({ buyAmount: '92.00', sellAmount: '100.51', fee: '0.51' });
  });

  it('an expired quote asks for a new one and moves nothing', async () => {
    const q = await quoted('sell', '10');
    await t.db
      .update(fxQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fxQuotes.id, q.id));
    const before = await bal('partner', 'USD');
    const res = await execute(tokens.admin, q.id);
    expect(res.statusCode).toBe(409);
    expect(expectEnvelope(res).msg).toBe('The quote has expired. Please get a new quote.');
    expect(await bal('partner', 'USD')).toEqual(before);
  });

  it('refuses more than the available balance, the same currency, bad amounts, in the order given', async () => {
    const big = await quoted('sell', '999999');
    const res = await execute(tokens.admin, big.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Insufficient available balance in USD.');
    await expectReconciled(t.db);
    const refused = [
      ['USD', 'USD', 'sell', '1', 'The sell and buy currencies must differ.'],
      ['EUR', 'USD', 'buy', '1.234', 'USD amounts have at most 2 decimal places.'],
      ['EUR', 'USD', 'sell', '0', 'The amount must be greater than zero.'],
    ] as const;
    for (const [sellCurrency, buyCurrency, fixedSide, amount, msg] of refused) {
      const res = await quote(tokens.admin, { sellCurrency, buyCurrency, fixedSide, amount });
      expect(res.json().msg).toBe(msg);
    }
  });

  it('seals partners and permissions', async () => {
    const q = await quoted('sell', '10', 'MXN');
    expect((await execute(tokens.other, q.id)).statusCode).toBe(404);
    expect((await execute(tokens.viewer, q.id)).statusCode).toBe(403);
    expect(
      (
        await quote(tokens.viewer, {
          sellCurrency: 'USD',
          buyCurrency: 'EUR',
          fixedSide: 'sell',
          amount: '1',
        })
      ).statusCode,
    ).toBe(403);
    // The currency filter finds the orders in EUR on either side: this file's and the demo's monthly ones.
    type Listed = { currency: string; buyCurrency: string | null };
    const inEur = (r: Listed) => r.currency === 'EUR' || r.buyCurrency === 'EUR';
    const everything = (await t.cms(tokens.admin, 'exchange-order', 'page', { size: 100 })).json().data;
    const list = (await t.cms(tokens.admin, 'exchange-order', 'page', { currency: 'EUR', size: 100 })).json()
      .data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.records.every(inEur)).toBe(true);
    expect(list.total).toBe(everything.records.filter(inEur).length);
    expect((await t.cms(tokens.admin, 'exchange-order', 'page', { currency: 'MXN' })).json().data.total).toBe(
      0,
    );
    expect((await t.cms(tokens.other, 'exchange-order', 'page', {})).json().data.total).toBe(0);
  });
});
