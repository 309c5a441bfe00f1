import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { toMinor } from '@remit/contract/money';
import { vaDetailProblems, type VaCountry, type VaDetails } from '@remit/contract/virtual-account';
import { accountTransactions, collections, ledgerAccounts, users } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { balanceOf, expectReconciled, partnerIdByName } from '../../../test/helpers/orders';
import { createSandboxVaIssuer } from '../../adapters/bank/va-issuer.sandbox';
import type { Actor } from '../../platform/session.plugin';
import { createVirtualAccountService } from '../virtual-account/virtual-account.service';

let partnerId: string;

const apply = async (token: string, country: string, alias = `Store ${country}`) => {
  const res = await t.cms(token, 'virtual-account', 'create', { country, businessType: 20, alias });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; status: number; currency: string; settlementCurrency: string };
};
const open = async (id: string) => {
  const res = await t.cms(tokens.operator, 'virtual-account', 'call', { id, action: 'open' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; status: number; details: VaDetails; openedAt: string };
};

/** A simulated collection into a virtual account, as the holder of `token` (the operator's desk). */
const simulate = (token: string, virtualAccountId: string, body: object = {}) =>
  t.cms(token, 'collection', 'call', { action: 'simulate', virtualAccountId, ...body });
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other', 'operator');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
});

describe('virtual accounts', () => {
  it.each(['US', 'GB', 'DE', 'IE', 'MX', 'BR'] as VaCountry[])(
    '%s: applied (Initial), opened by the operator with valid details in the country format',
    async (country) => {
      const va = await apply(tokens.admin, country);
      expect(va.status).toBe(0);
      // A partner cannot open its own application.
      const self = await t.cms(tokens.admin, 'virtual-account', 'call', { id: va.id, action: 'open' });
      expect(self.statusCode).toBe(404);
      expect(expectEnvelope(self).code).toBe('40483');
      const opened = await open(va.id);
      expect(opened.status).toBe(1);
      expect(opened.openedAt).toBeTruthy();
      expect(vaDetailProblems(country, opened.details)).toEqual([]);
      expect(opened.details.accountName).toBe('Demo Trading Co.');
      // Opened once only.
      const again = await t.cms(tokens.operator, 'virtual-account', 'call', { id: va.id, action: 'open' });
      expect(again.statusCode).toBe(409);
      const got = (await t.cms(tokens.admin, 'virtual-account', 'get', { id: va.id })).json().data;
      expect(got.details).toEqual(opened.details);
    },
  );

  it('lists by country, status and alias; the alias changes; disable and enable after opening', async () => {
    const va = await apply(tokens.admin, 'MX', 'Mercado Norte');
    const page = async (body: object) =>
      (await t.cms(tokens.admin, 'virtual-account', 'page', body)).json().data as {
        total: number;
        records: { id: string }[];
      };
    expect((await page({ alias: 'mercado nor', country: 'MX', status: 0 })).records.map((r) => r.id)).toEqual(
      [va.id],
    );
    expect((await page({ alias: 'mercado nor', status: 1 })).total).toBe(0);
    const renamed = await t.cms(tokens.admin, 'virtual-account', 'update', {
      id: va.id,
      alias: 'Mercado Sur',
    });
    expect(renamed.json().data.alias).toBe('Mercado Sur');
    // Not opened yet: no enable / disable.
    expect(
      (await t.cms(tokens.admin, 'virtual-account', 'call', { id: va.id, action: 'disable' })).statusCode,
    ).toBe(409);
    await open(va.id);
    const off = await t.cms(tokens.admin, 'virtual-account', 'call', { id: va.id, action: 'disable' });
    expect(off.json().data.status).toBe(2);
    const on = await t.cms(tokens.admin, 'virtual-account', 'call', { id: va.id, action: 'enable' });
    expect(on.json().data.status).toBe(1);
  });

  it('the operator rejects an application with a reason; it cannot be opened after', async () => {
    const va = await apply(tokens.admin, 'BR');
    const noReason = await t.cms(tokens.operator, 'virtual-account', 'call', {
      id: va.id,
      action: 'reject',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.cms(tokens.operator, 'virtual-account', 'call', {
      id: va.id,
      action: 'reject',
      reason: 'Business type does not match the website',
    });
    expect(rejected.json().data).toMatchObject({
      status: 2,
      rejectReason: 'Business type does not match the website',
    });
    expect(
      (await t.cms(tokens.operator, 'virtual-account', 'call', { id: va.id, action: 'open' })).statusCode,
    ).toBe(409);
    expect(
      (await t.cms(tokens.admin, 'virtual-account', 'call', { id: va.id, action: 'enable' })).statusCode,
    ).toBe(409);
  });

  it('VA_SANDBOX_AUTO_OPEN: in sandbox mode the bank opens an application at once', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.email, demo.admin));
    const actor = { userId: u!.id, partnerId, partnerName: 'Demo Trading Co.', isOperator: false } as Actor;
    const ctx = { ip: '127.0.0.1', lang: 'en' as const };
    /** An Irish account applied for through a sandbox service of its own, opened at once or not. */
    const apply = (autoOpen: boolean, alias: string) =>
      createVirtualAccountService({
        db: t.db,
        issuer: createSandboxVaIssuer(),
        settings: { sandbox: true, autoOpen, balanceCurrencies: ['USD', 'EUR', 'MXN', 'BRL'] },
      }).create(actor, { country: 'IE', businessType: 21, alias } as never, ctx);
    const opened = await apply(true, 'Auto IE');
    expect(opened.status).toBe(1);
    expect(vaDetailProblems('IE', opened.details!)).toEqual([]);
    const waiting = await apply(false, 'Manual IE');
    expect(waiting).toMatchObject({ status: 0, details: null });
  });

  it('bad input is a 400 naming the rule', async () => {
    const bad = async (body: object) => {
      const res = await t.cms(tokens.admin, 'virtual-account', 'create', body);
      expect(res.statusCode).toBe(400);
      return expectEnvelope(res).msg;
    };
    expect(await bad({ country: 'FR', businessType: 20, alias: 'x' })).toContain(
      'Virtual accounts are issued in',
    );
    expect(await bad({ country: 'US', businessType: 10, alias: 'x' })).toContain('Platform (20)');
    expect(await bad({ country: 'US', businessType: 20, alias: '' })).toMatch(/alias/);
    expect((await t.cms(tokens.admin, 'virtual-account', 'get', { id: 'nope' })).statusCode).toBe(400);
  });

  it('the viewer may look but not apply', async () => {
    expect((await t.cms(tokens.viewer, 'virtual-account', 'page', {})).statusCode).toBe(200);
    expect(
      (
        await t.cms(tokens.viewer, 'virtual-account', 'create', {
          country: 'US',
          businessType: 20,
          alias: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('shops', () => {
  const shop = {
    name: 'Demo Outdoor',
    nameType: 1,
    url: 'https://outdoor.demo.test',
    businessType: 21,
    type: 10,
  };

  it('Initial until the operator enables it; then the partner disables and enables it', async () => {
    const created = await t.cms(tokens.admin, 'shop', 'create', shop);
    expect(created.statusCode).toBe(200);
    const s = created.json().data;
    expect(s).toMatchObject({ status: 0, name: 'Demo Outdoor', url: 'https://outdoor.demo.test' });
    const early = await t.cms(tokens.admin, 'shop', 'call', { id: s.id, status: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('The shop is waiting for the operator to enable it.');
    expect((await t.cms(tokens.operator, 'shop', 'call', { id: s.id, status: 1 })).json().data.status).toBe(
      1,
    );
    expect((await t.cms(tokens.admin, 'shop', 'call', { id: s.id, status: 2 })).json().data.status).toBe(2);
    expect((await t.cms(tokens.admin, 'shop', 'call', { id: s.id, status: 1 })).json().data.status).toBe(1);
    expect((await t.cms(tokens.admin, 'shop', 'call', { id: s.id, status: 0 })).statusCode).toBe(400);
    const edited = await t.cms(tokens.admin, 'shop', 'update', {
      ...shop,
      id: s.id,
      name: 'Demo Outdoor Brand',
      nameType: 2,
    });
    expect(edited.json().data).toMatchObject({ name: 'Demo Outdoor Brand', nameType: 2, status: 1 });
    const page = (await t.cms(tokens.admin, 'shop', 'page', { search: 'outdoor brand', status: 1 })).json()
      .data;
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([s.id]);
  });

  it.each(['ftp://x.test', 'https://a b.test', 'outdoor.demo.test'])(
    'refuses the URL %s: "URL is invalid"',
    async (url) => {
      const res = await t.cms(tokens.admin, 'shop', 'create', { ...shop, url });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res).msg).toContain('URL is invalid');
    },
  );

  it('refuses business type 10 and a missing name', async () => {
    expect((await t.cms(tokens.admin, 'shop', 'create', { ...shop, businessType: 10 })).statusCode).toBe(400);
    expect((await t.cms(tokens.admin, 'shop', 'create', { ...shop, name: ' ' })).statusCode).toBe(400);
  });
});

describe('collections', () => {
  it('a simulated collection credits the partner by exactly its amount as type 101; a repeat credits once', async () => {
    const va = await open((await apply(tokens.admin, 'US', 'Amazon US')).id);
    const before = await balanceOf(t.db, partnerId, 'partner', 'USD');
    const body = { amount: '1234.56', idempotencyKey: 'simulate-one' };
    const first = await simulate(tokens.operator, va.id, body);
    expect(first.statusCode).toBe(200);
    const { bankReference } = first.json().data;
    expect(bankReference).toMatch(/^SBXC[0-9A-F]{16}$/);
    // The same payment notified again (same key, same bank reference): credited once.
    expect((await simulate(tokens.operator, va.id, body)).json().data.bankReference).toBe(bankReference);
    const after = await balanceOf(t.db, partnerId, 'partner', 'USD');
    expect(after.balance - before.balance).toBe(toMinor('1234.56', 'USD'));
    const [rows] = await t.db
      .select({ n: count() })
      .from(collections)
      .where(eq(collections.bankReference, bankReference));
    expect(rows?.n).toBe(1);

    const page = (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va.id })).json().data;
    expect(page.total).toBe(1);
    const c = page.records[0];
    expect(c).toMatchObject({
      amount: '1234.56',
      currency: 'USD',
      vaAlias: 'Amazon US',
      vaCountry: 'US',
      linked: '0.00',
      linking: '0.00',
      linkable: '1234.56',
      documentation: 'none',
      documentedPercent: 0,
      bankReference,
    });
    expect(c.senderName).toBeTruthy();
    expect(c.buyerName).toBeTruthy();
    expect(c.tradeComments).toMatch(/^INV-/);
    const txn = await firstWhere(t.db, accountTransactions, { partnerId, id: BigInt(c.transactionId) });
    expect(txn?.type).toBe(101);
    expect((await t.cms(tokens.admin, 'collection', 'get', { id: c.id })).json().data.id).toBe(c.id);
    await expectReconciled(t.db);
  });

  it('the same payment notified three times at once credits once', async () => {
    const va = await open((await apply(tokens.admin, 'DE', 'Otto DE')).id);
    const before = await balanceOf(t.db, partnerId, 'partner', 'EUR');
    const body = { amount: '50.00', idempotencyKey: 'simulate-parallel' };
    const results = await Promise.all([1, 2, 3].map(() => simulate(tokens.operator, va.id, body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = await balanceOf(t.db, partnerId, 'partner', 'EUR');
    expect(after.balance - before.balance).toBe(5000n);
    await expectReconciled(t.db);
  });

  it('filters by amount range, currency, date range and documentation', async () => {
    const va = await open((await apply(tokens.admin, 'GB', 'Etsy UK')).id);
    for (const amount of ['10.00', '200.00', '3000.00']) await simulate(tokens.operator, va.id, { amount });
    const page = async (body: object) =>
      (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va.id, ...body })).json().data;
    expect(
      (await page({ minAmount: '100', maxAmount: '2999.99' })).records.map(
        (r: { amount: string }) => r.amount,
      ),
    ).toEqual(['200.00']);
    expect((await page({ currency: 'GBP' })).total).toBe(3);
    expect((await page({ currency: 'USD' })).total).toBe(0);
    expect((await page({ documentation: 'none' })).total).toBe(3);
    expect((await page({ documentation: 'full' })).total).toBe(0);
    expect((await page({ from: new Date(Date.now() + 86_400_000).toISOString() })).total).toBe(0);
    const wrongOrder = await t.cms(tokens.admin, 'collection', 'page', { minAmount: '5', maxAmount: '1' });
    expect(wrongOrder.statusCode).toBe(400);
    expect(expectEnvelope(wrongOrder).msg).toContain('The lowest amount must not exceed the highest');
    const decimals = await t.cms(tokens.admin, 'collection', 'page', { minAmount: '1.001' });
    expect(decimals.statusCode).toBe(400);
    const exported = await t.cms(tokens.admin, 'collection', 'export', {
      format: 'csv',
      filter: { virtualAccountId: va.id },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('3000.00');
    // The operator's list spans every partner, and so does its export (directly and as a trade download).
    const operatorCsv = await t.cms(tokens.operator, 'collection', 'export', {
      format: 'csv',
      filter: { virtualAccountId: va.id },
    });
    expect(operatorCsv.statusCode).toBe(200);
    expect(operatorCsv.body).toContain('3000.00');
    const viaExport = await t.cms(tokens.operator, 'export', 'export', {
      kind: 'collections',
      format: 'csv',
      filter: { virtualAccountId: va.id },
    });
    expect(viaExport.body).toContain('3000.00');
    // Another partner's export of the same account finds nothing of it.
    const otherCsv = await t.cms(tokens.other, 'collection', 'export', {
      format: 'csv',
      filter: { virtualAccountId: va.id },
    });
    expect(otherCsv.body).not.toContain('3000.00');
    await expectReconciled(t.db);
  });

  it('simulation: operator only, an enabled account only, a positive amount', async () => {
    const va = await apply(tokens.admin, 'US');
    const asPartner = await simulate(tokens.admin, va.id);
    expect(asPartner.statusCode).toBe(404);
    const notOpen = await simulate(tokens.operator, va.id);
    expect(notOpen.statusCode).toBe(409);
    await open(va.id);
    const zero = await simulate(tokens.operator, va.id, { amount: '0' });
    expect(zero.statusCode).toBe(400);
    expect(expectEnvelope(zero).msg).toContain('positive USD amount');
    const random = await simulate(tokens.operator, va.id);
    expect(random.statusCode).toBe(200);
    await expectReconciled(t.db);
  });
});

describe('a collection in a currency no balance shows converts on arrival', () => {
  /** The partner's own accounts (partner, merchant, card) in `currency`: none may exist outside the balances. */
  const customerAccountsIn = async (currency: string) =>
    (await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.currency, currency))).filter(
      (a) => a.isCustomer,
    );
  const balances = async () =>
    (await t.cms(tokens.admin, 'account', 'list', {})).json().data as {
      currency: string;
      available: string;
      ledger: string;
    }[];

  it('a UK account settles in USD by default: 100.00 GBP arrives as a USD credit at the sandbox rate, the GBP amount and rate shown', async () => {
    const va = await apply(tokens.admin, 'GB', 'Etsy UK converted');
    expect(va).toMatchObject({ currency: 'GBP', settlementCurrency: 'USD' });
    await open(va.id);
    const before = await balanceOf(t.db, partnerId, 'partner', 'USD');
    const body = { amount: '100.00', idempotencyKey: 'uk-gbp-100' };
    expect((await simulate(tokens.operator, va.id, body)).statusCode).toBe(200);
    // The same payment notified again: credited once.
    expect((await simulate(tokens.operator, va.id, body)).statusCode).toBe(200);

    // GBP 0.79 per USD: 1 GBP = 1.26582278481 USD; 100.00 GBP credits 126.58 USD (rounded down).
    const c = (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va.id })).json().data
      .records[0];
    expect(c).toMatchObject({
      currency: 'GBP',
      amount: '100.00',
      creditCurrency: 'USD',
      creditAmount: '126.58',
      rate: '1.26582278481',
    });
    const after = await balanceOf(t.db, partnerId, 'partner', 'USD');
    expect(after.balance - before.balance).toBe(12658n);
    expect(await customerAccountsIn('GBP')).toEqual([]);
    // Balances show no GBP, and the USD figure is the ledger's.
    const shown = await balances();
    expect(shown.map((b) => b.currency)).not.toContain('GBP');
    expect(shown.find((b) => b.currency === 'USD')?.ledger).toBe((Number(after.balance) / 100).toFixed(2));

    // The account transaction: a 101 Collection credit in USD, with the GBP amount and the rate (spec §3).
    const txns = (
      await t.cms(tokens.admin, 'transaction', 'page', { currency: 'USD', type: 101, size: 100 })
    ).json().data.records as Record<string, unknown>[];
    const txn = txns.find((r) => r.id === c.transactionId);
    expect(txn).toMatchObject({
      type: 101,
      billingCurrency: 'USD',
      amount: '126.58',
      balanceChange: '126.58',
      transactionCurrency: 'GBP',
      transactionAmount: '100.00',
      conversionRate: '1.26582278481',
    });
    // The collections export says the same.
    const csv = await t.cms(tokens.admin, 'collection', 'export', {
      format: 'csv',
      filter: { virtualAccountId: va.id },
    });
    expect(csv.body).toContain('Credited amount');
    expect(csv.body).toContain('"GBP","100.00","USD","126.58","1.26582278481"');
    await expectReconciled(t.db);
  });

  it('the settlement currency is chosen when applying: EUR credits EUR; a currency no balance shows is refused', async () => {
    const eur = await t.cms(tokens.admin, 'virtual-account', 'create', {
      country: 'GB',
      businessType: 20,
      alias: 'UK into EUR',
      settlementCurrency: 'EUR',
    });
    expect(eur.json().data).toMatchObject({ currency: 'GBP', settlementCurrency: 'EUR' });
    await open(eur.json().data.id);
    const before = await balanceOf(t.db, partnerId, 'partner', 'EUR');
    await simulate(tokens.operator, eur.json().data.id, { amount: '100.00' });
    // 0.92 / 0.79 EUR per GBP, 1.164556962025 to 12 decimals: 100.00 GBP is 116.45 EUR (rounded down).
    expect((await balanceOf(t.db, partnerId, 'partner', 'EUR')).balance - before.balance).toBe(11645n);

    const gbp = await t.cms(tokens.admin, 'virtual-account', 'create', {
      country: 'GB',
      businessType: 20,
      alias: 'UK into GBP',
      settlementCurrency: 'GBP',
    });
    expect(gbp.statusCode).toBe(400);
    expect(expectEnvelope(gbp).msg).toBe('GBP is not an account currency here.');
    // A German account keeps its own balance currency.
    expect((await apply(tokens.admin, 'DE', 'Otto own')).settlementCurrency).toBe('EUR');
    expect(await customerAccountsIn('GBP')).toEqual([]);
    await expectReconciled(t.db);
  });

  it('no other path credits GBP: a deposit and an exchange into or out of it are refused with the reason', async () => {
    const deposit = await t.cms(tokens.operator, 'deposit-record', 'call', {
      action: 'simulate',
      partnerId,
      currency: 'GBP',
      amount: '10.00',
    });
    expect(deposit.statusCode).toBe(400);
    expect(expectEnvelope(deposit).msg).toBe('GBP is not an account currency here.');
    // Nor are GBP deposit details handed out: money sent by them could not be credited.
    const details = await t.cms(tokens.admin, 'account', 'get-by', { currency: 'GBP' });
    expect(details.statusCode).toBe(400);
    expect(expectEnvelope(details).msg).toBe('GBP is not an account currency here.');
    for (const [sellCurrency, buyCurrency] of [
      ['USD', 'GBP'],
      ['GBP', 'USD'],
    ]) {
      const quote = await t.cms(tokens.admin, 'exchange-quote', 'create', {
        sellCurrency,
        buyCurrency,
        fixedSide: 'sell',
        amount: '10.00',
      });
      expect(quote.statusCode).toBe(400);
      expect(expectEnvelope(quote).msg).toBe('GBP is not an account currency here.');
    }
    expect(await customerAccountsIn('GBP')).toEqual([]);
    await expectReconciled(t.db);
  });
});

describe("another partner's records answer 404 on every call", () => {
  it('virtual accounts, shops and collections', async () => {
    const va = await open((await apply(tokens.admin, 'US', 'Private')).id);
    await simulate(tokens.operator, va.id, { amount: '5.00' });
    const col = (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va.id })).json().data
      .records[0];
    const shop = (
      await t.cms(tokens.admin, 'shop', 'create', {
        name: 'Mine',
        nameType: 1,
        url: '',
        businessType: 20,
        type: 11,
      })
    ).json().data;
    const calls: [string, string, object][] = [
      ['virtual-account', 'get', { id: va.id }],
      ['virtual-account', 'update', { id: va.id, alias: 'theirs' }],
      ['virtual-account', 'call', { id: va.id, action: 'disable' }],
      ['shop', 'get', { id: shop.id }],
      ['shop', 'update', { id: shop.id, name: 'x', nameType: 1, url: '', businessType: 20, type: 10 }],
      ['shop', 'call', { id: shop.id, status: 2 }],
      ['collection', 'get', { id: col.id }],
    ];
    for (const [service, op, body] of calls) {
      const res = await t.cms(tokens.other, service, op, body);
      expect(res.statusCode, `${service}/${op}`).toBe(404);
    }
    expect(
      (await t.cms(tokens.other, 'virtual-account', 'page', { alias: 'Private' })).json().data.total,
    ).toBe(0);
    expect(
      (await t.cms(tokens.other, 'collection', 'page', { virtualAccountId: va.id })).json().data.total,
    ).toBe(0);
    expect((await t.cms(tokens.other, 'shop', 'page', { search: 'Mine' })).json().data.total).toBe(0);
    // The operator's desk sees every partner's.
    const desk = (await t.cms(tokens.operator, 'virtual-account', 'page', { alias: 'Private' })).json().data;
    expect(desk.records[0]).toMatchObject({ id: va.id, partnerName: 'Demo Trading Co.' });
  });
});
