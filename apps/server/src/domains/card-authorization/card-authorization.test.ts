import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuthorizationDetail, AuthorizationRecord } from '@remit/contract/card-authorization';
import type { CardDetail } from '@remit/contract/card';
import { cardAuthorizations, cards, ledgerAccounts, ledgerHolds } from '../../db/schema/index';
import { newId } from '../../platform/crypto';
import { useTestApp, useSignedIn } from '../../../test/helpers/app';
import { fundMerchant, issueCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';
import { readCsv } from '../../platform/exports/csv-read';

let partnerId: string;

process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
});

const ok = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};
const send = (body: Record<string, unknown>, token = tokens.admin) =>
  t.cms(token, 'card-authorization', 'call', { networkMessageId: `nm-${newId()}`, ...body });
const authorize = async (cardId: string, amount: string, extra: Record<string, unknown> = {}) =>
  ok<AuthorizationRecord>(await send({ type: 'authorization', cardId, amount, currency: 'USD', ...extra }));
const card = async (id: string) => ok<CardDetail>(await t.cms(tokens.admin, 'card', 'get', { id }));
const limit = (c: CardDetail, kind: string) => c.limits.find((l) => l.kind === kind)!;

/** A shared card on a fresh approved merchant whose USD account holds `funds`. */
const sharedCard = async (funds = '1000.00') => {
  const merchantId = await approvedMerchant(t.db, partnerId, ['USD', 'EUR']);
  if (funds !== '0') await fundMerchant(t, partnerId, merchantId, funds);
  return { merchantId, cardId: await issueCard(t, tokens.admin, { merchantId }) };
};

describe('the decision', () => {
  it('approves within limits and funds, holds the money, and moves the meters', async () => {
    const { cardId } = await sharedCard('1000.00');
    const before = await card(cardId);
    expect(before.balance.available).toBe('1000.00');
    const approved = await authorize(cardId, '120.50', { acceptorName: 'Coffee Corner', mcc: '5814' });
    expect(approved).toMatchObject({
      authStatus: 'approval',
      responseCode: '00',
      recordType: 'cardAuthorization',
      settleStatus: 'unsettled',
      billingAmount: '120.50',
      acceptorName: 'Coffee Corner',
      mcc: '5814',
    });
    expect(approved.authCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(approved.maskedPan).toMatch(/^\d{8}\*{6}\d{4}$/);
    const after = await card(cardId);
    expect(after.balance).toMatchObject({ balance: '1000.00', available: '879.50' });
    expect(limit(after, 'daily')).toMatchObject({ used: '120.50' });
    expect(limit(after, 'dailyCount')).toMatchObject({ used: '1' });
    await expectReconciled(t.db);
  });

  it('declines with the ISO code, the figures and the next step, in both languages', async () => {
    const { cardId } = await sharedCard('100.00');
    const poor = await authorize(cardId, '150.00');
    expect(poor).toMatchObject({ authStatus: 'declined', responseCode: '51', settleStatus: null });
    // A shared card spends its merchant's account: the advice is a payment to it, not a top-up.
    expect(poor.reason).toBe(
      'Not enough money in the merchant account: 100.00 USD available for 150.00 USD.',
    );
    expect(poor.nextStep).toMatch(/Make a payment to the merchant account/);

    await t.db.update(cards).set({ limitDaily: 5_000n }).where(eq(cards.id, cardId));
    ok(await send({ type: 'authorization', cardId, amount: '30.00', currency: 'USD' }));
    const daily = await authorize(cardId, '25.00');
    expect(daily).toMatchObject({ authStatus: 'declined', responseCode: '61' });
    expect(daily.reason).toBe('Daily limit reached: 30.00 of 50.00 USD used today.');
    // Limits can only be lowered (spec §5): the advice never sends the user to raise one.
    expect(daily.nextStep).toMatch(/^Try again tomorrow/);
    expect(daily.nextStep).not.toMatch(/raise/i);
    const zh = ok<AuthorizationDetail>(
      await t.cms(tokens.admin, 'card-authorization', 'get', { id: daily.id, language: 'zh_CN' }),
    );
    expect(zh.reason).toBe('已达日限额：今日已用 30.00，上限 50.00 USD。');

    await t.db.update(cards).set({ limitSingle: 1_000n }).where(eq(cards.id, cardId));
    expect(await authorize(cardId, '10.01')).toMatchObject({ responseCode: '61', authStatus: 'declined' });

    ok(await t.cms(tokens.admin, 'card', 'call', { id: cardId, action: 'block', reason: 'test' }));
    expect(await authorize(cardId, '1.00')).toMatchObject({
      responseCode: '62',
      reason: 'The card is blocked.',
      nextStep: 'Unblock it in Card Details, if it may be used again.',
    });
    ok(await t.cms(tokens.admin, 'card', 'call', { id: cardId, action: 'unblock', reason: 'test' }));
    ok(await t.cms(tokens.admin, 'card', 'call', { id: cardId, action: 'loss', reason: 'test' }));
    expect(await authorize(cardId, '1.00')).toMatchObject({ responseCode: '41' });
    // Declines place no hold.
    expect((await card(cardId)).balance.available).toBe('70.00');
    await expectReconciled(t.db);
  });

  it('converts another currency at the rate it keeps on the record', async () => {
    const { cardId } = await sharedCard('1000.00');
    const eur = await authorize(cardId, '100.00', { currency: 'EUR' });
    expect(eur.authStatus).toBe('approval');
    expect(eur.transactionCurrency).toBe('EUR');
    expect(eur.billingCurrency).toBe('USD');
    expect(Number(eur.rate)).toBeGreaterThan(0);
    // Rounded up to the cent: the hold always covers the purchase.
    const expected = Math.ceil(100 * Number(eur.rate) * 100) / 100;
    expect(Number(eur.billingAmount)).toBeCloseTo(expected, 2);
    expect((await card(cardId)).balance.available).toBe((1000 - Number(eur.billingAmount)).toFixed(2));
  });

  it('verification: zero amount, approved with 85, no hold', async () => {
    const { cardId } = await sharedCard('10.00');
    const v = ok<AuthorizationRecord>(await send({ type: 'verification', cardId }));
    expect(v).toMatchObject({ recordType: 'verification', responseCode: '85', billingAmount: '0.00' });
    expect((await card(cardId)).balance.available).toBe('10.00');
  });
});

describe('after the approval', () => {
  it('clears exactly, partially (the rest released) and above (the extra posted), then refunds', async () => {
    const { cardId } = await sharedCard('1000.00');
    const a = await authorize(cardId, '100.00');
    const b = await authorize(cardId, '100.00');
    const c = await authorize(cardId, '100.00');
    expect((await card(cardId)).balance.available).toBe('700.00');

    const exact = ok<AuthorizationRecord>(
      await send({ type: 'clearing', originalId: a.id, amount: '100.00' }),
    );
    expect(exact).toMatchObject({ recordType: 'cardSettlement', settleStatus: 'settled' });
    const partial = ok<AuthorizationRecord>(
      await send({ type: 'clearing', originalId: b.id, amount: '60.00' }),
    );
    expect(partial.settleStatus).toBe('partialSettled');
    const over = ok<AuthorizationRecord>(
      await send({ type: 'clearing', originalId: c.id, amount: '110.00' }),
    );
    expect(over.settleStatus).toBe('overpaymentSettled');
    // 100 + 60 + 110 posted; nothing on hold.
    expect((await card(cardId)).balance).toMatchObject({ balance: '730.00', available: '730.00' });
    // A cleared authorization cannot be cleared or reversed again.
    expect((await send({ type: 'clearing', originalId: a.id, amount: '1.00' })).statusCode).toBe(409);
    expect((await send({ type: 'reversal', originalId: a.id })).statusCode).toBe(409);

    const refund = ok<AuthorizationRecord>(await send({ type: 'refund', originalId: b.id, amount: '20.00' }));
    expect(refund).toMatchObject({ recordType: 'consumptionRefund', billingAmount: '20.00' });
    const tooMuch = await send({ type: 'refund', originalId: b.id, amount: '40.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect((await card(cardId)).balance.available).toBe('750.00');

    const life = ok<AuthorizationDetail>(
      await t.cms(tokens.admin, 'card-authorization', 'get', { id: b.id }),
    );
    expect(life.lifecycle.map((s) => s.recordType)).toEqual([
      'cardAuthorization',
      'cardSettlement',
      'consumptionRefund',
    ]);
    expect(life).toMatchObject({ settleStatus: 'partialSettled', settledBillingAmount: '60.00' });
    expect(life.refundedBillingAmount).toBe('20.00');

    // The statement of the account shows the purchases and the refund with their types.
    const txns = ok<{ records: { type: number; amount: string }[] }>(
      await t.cms(tokens.admin, 'transaction', 'page', { size: 100 }),
    );
    expect(txns.records.filter((r) => r.type === 140).length).toBeGreaterThanOrEqual(3);
    expect(txns.records.some((r) => r.type === 141 && r.amount === '20.00')).toBe(true);
    await expectReconciled(t.db);
  });

  it('reverses fully or partly, grows with an incremental, and expires after 7 days', async () => {
    const { cardId } = await sharedCard('1000.00');
    const a = await authorize(cardId, '200.00');
    const part = ok<AuthorizationRecord>(await send({ type: 'reversal', originalId: a.id, amount: '50.00' }));
    expect(part).toMatchObject({ authStatus: 'reversal', billingAmount: '50.00' });
    expect((await card(cardId)).balance.available).toBe('850.00');
    const inc = ok<AuthorizationRecord>(
      await send({ type: 'incremental', originalId: a.id, amount: '25.00' }),
    );
    expect(inc.authStatus).toBe('approval');
    expect((await card(cardId)).balance.available).toBe('825.00');
    ok(await send({ type: 'reversal', originalId: a.id }));
    expect((await card(cardId)).balance.available).toBe('1000.00');
    const root = ok<AuthorizationDetail>(
      await t.cms(tokens.admin, 'card-authorization', 'get', { id: a.id }),
    );
    expect(root.settleStatus).toBe('reversed');
    // A reversed authorization uses nothing of the limits.
    expect(limit(await card(cardId), 'daily').used).toBe('0.00');

    const b = await authorize(cardId, '80.00');
    await t.db
      .update(cardAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cardAuthorizations.id, b.id));
    const { createCardAuthorizationService } = await import('./card-authorization.service');
    const { createSandboxFx } = await import('../../adapters/fx/fx.sandbox');
    const service = createCardAuthorizationService({ db: t.db, fx: createSandboxFx() });
    expect(await service.expireDue()).toBe(1);
    expect(await service.expireDue()).toBe(0);
    const expired = ok<AuthorizationDetail>(
      await t.cms(tokens.admin, 'card-authorization', 'get', { id: b.id }),
    );
    expect(expired.settleStatus).toBe('reversed');
    expect(expired.lifecycle.map((s) => s.recordType)).toContain('authorizationExpired');
    expect((await card(cardId)).balance.available).toBe('1000.00');
    await expectReconciled(t.db);
  });

  it('a reversed or expired authorization still shows what was authorized, with what was reversed beside it', async () => {
    const { cardId } = await sharedCard('1000.00');
    const a = await authorize(cardId, '200.00');
    ok(await send({ type: 'incremental', originalId: a.id, amount: '25.00' }));
    ok(await send({ type: 'reversal', originalId: a.id, amount: '50.00' }));
    ok(await send({ type: 'reversal', originalId: a.id }));
    const b = await authorize(cardId, '80.00');
    await t.db
      .update(cardAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cardAuthorizations.id, b.id));
    const { createCardAuthorizationService } = await import('./card-authorization.service');
    const { createSandboxFx } = await import('../../adapters/fx/fx.sandbox');
    await createCardAuthorizationService({ db: t.db, fx: createSandboxFx() }).expireDue();
    const c = await authorize(cardId, '30.00');
    ok(await send({ type: 'clearing', originalId: c.id, amount: '30.00' }));
    ok(await send({ type: 'refund', originalId: c.id, amount: '10.00' }));

    const shown = {
      [a.id]: { settleStatus: 'reversed', transactionAmount: '225.00', reversedTransactionAmount: '225.00' },
      [b.id]: { settleStatus: 'reversed', transactionAmount: '80.00', reversedTransactionAmount: '80.00' },
      [c.id]: {
        settleStatus: 'settled',
        transactionAmount: '30.00',
        reversedTransactionAmount: '0.00',
        settledTransactionAmount: '30.00',
        refundedBillingAmount: '10.00',
      },
    };
    const page = ok<{ records: AuthorizationRecord[] }>(
      await t.cms(tokens.admin, 'card-authorization', 'page', { cardId, size: 100 }),
    );
    for (const [id, figures] of Object.entries(shown)) {
      const billing = {
        billingAmount: figures.transactionAmount,
        reversedBillingAmount: figures.reversedTransactionAmount,
      };
      expect(page.records.find((r) => r.id === id)).toMatchObject({ ...figures, ...billing });
      expect(
        ok<AuthorizationDetail>(await t.cms(tokens.admin, 'card-authorization', 'get', { id })),
      ).toMatchObject({
        ...figures,
        ...billing,
      });
    }

    const csv = await t.cms(tokens.admin, 'card-authorization', 'export', {
      format: 'csv',
      filter: { cardId },
    });
    const [header, ...lines] = readCsv(csv.body.replace(/^\uFEFF/, ''));
    const cell = (recordNo: string, name: string) =>
      lines.find((l) => l[0] === recordNo)![header!.indexOf(name)];
    for (const [root, authorized, reversed] of [
      [a, '225.00', '225.00'],
      [b, '80.00', '80.00'],
    ] as const) {
      expect(cell(root.recordNo, 'Transaction amount')).toBe(authorized);
      expect(cell(root.recordNo, 'Reversed transaction amount')).toBe(reversed);
    }
    expect(cell(c.recordNo, 'Refunded billing amount')).toBe('10.00');
    expect((await card(cardId)).balance.available).toBe('980.00');
    await expectReconciled(t.db);
  });

  it('a partial reversal in another currency keeps a hold that covers what is left, rounded up', async () => {
    const { cardId } = await sharedCard('100.00');
    // 1.00 MXN at 17.10 per USD is 5.85 cents: 0.06 USD held.
    const a = await authorize(cardId, '1.00', { currency: 'MXN' });
    expect(a).toMatchObject({ authStatus: 'approval', billingAmount: '0.06' });
    // 0.90 MXN back leaves 0.10 MXN (0.585 cents): the hold that stays is 0.01 USD, the reversal gives back 0.05.
    const back = await send({ type: 'reversal', originalId: a.id, amount: '0.90' });
    expect(ok<AuthorizationRecord>(back)).toMatchObject({ authStatus: 'reversal', billingAmount: '0.05' });
    const root = ok<AuthorizationDetail>(
      await t.cms(tokens.admin, 'card-authorization', 'get', { id: a.id }),
    );
    // What was authorized stays in view, what was reversed beside it; 0.10 MXN (0.01 USD) stays held.
    expect(root).toMatchObject({
      settleStatus: 'unsettled',
      transactionAmount: '1.00',
      billingAmount: '0.06',
      reversedTransactionAmount: '0.90',
      reversedBillingAmount: '0.05',
    });
    expect((await card(cardId)).balance.available).toBe('99.99');
    // Reversals a cent at a time never leave the hold below what is left.
    ok(await send({ type: 'reversal', originalId: a.id, amount: '0.09' }));
    expect((await card(cardId)).balance.available).toBe('99.99');
    ok(await send({ type: 'reversal', originalId: a.id }));
    expect((await card(cardId)).balance.available).toBe('100.00');
    await expectReconciled(t.db);
  });

  it('one decision per network message id: a replay answers it again, another message under it is a 409', async () => {
    const { cardId } = await sharedCard('1000.00');
    const id = `nm-${newId()}`;
    const body = { type: 'authorization', cardId, amount: '10.00', currency: 'USD', networkMessageId: id };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.cms(tokens.admin, 'card-authorization', 'call', body)),
    );
    const records = answers.map((r) => ok<AuthorizationRecord>(r));
    expect(new Set(records.map((r) => r.id)).size).toBe(1);
    expect((await card(cardId)).balance.available).toBe('990.00');
    const other = await t.cms(tokens.admin, 'card-authorization', 'call', { ...body, amount: '11.00' });
    expect(other.statusCode).toBe(409);
  });

  it('concurrent authorizations never pass a limit or the balance together', async () => {
    const { cardId } = await sharedCard('100.00');
    await t.db.update(cards).set({ limitDaily: 6_000n }).where(eq(cards.id, cardId));
    const answers = await Promise.all(Array.from({ length: 12 }, () => authorize(cardId, '10.00')));
    const approved = answers.filter((a) => a.authStatus === 'approval');
    expect(approved).toHaveLength(6);
    expect(answers.filter((a) => a.responseCode === '61')).toHaveLength(6);
    expect((await card(cardId)).balance.available).toBe('40.00');
    await expectReconciled(t.db);
  });
});

describe('100 authorizations at once on one card', () => {
  const wide = {
    limitSingle: 1_000_000n,
    limitDaily: 1_000_000n,
    limitMonthly: 1_000_000n,
    limitTotal: 1_000_000n,
    limitDailyCount: 1_000,
  };
  const hundred = (cardId: string) =>
    Promise.all(Array.from({ length: 100 }, () => authorize(cardId, '10.00')));
  /** The meters and the balance agree with what was approved, and the ledger holds exactly the approvals. */
  const expectAgreement = async (cardId: string, approved: AuthorizationRecord[], funded: string) => {
    const held = approved.length * 1000;
    const c = await card(cardId);
    for (const kind of ['daily', 'monthly', 'total'])
      expect(limit(c, kind).used).toBe((held / 100).toFixed(2));
    expect(limit(c, 'dailyCount').used).toBe(String(approved.length));
    expect(c.balance.balance).toBe(funded);
    expect(c.balance.available).toBe(((Number(funded) * 100 - held) / 100).toFixed(2));
    const holds = await t.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.accountId, c.balance.accountId!));
    expect(holds.filter((h) => h.status === 'pending').map((h) => h.remaining)).toEqual(
      approved.map(() => 1000n),
    );
    await expectReconciled(t.db);
  };
  /** A hundred 10.00 authorizations at once: `count` approved, the rest declined with `code`, all agreeing. */
  const expectHundred = async (cardId: string, count: number, code: string, funded: string) => {
    const answers = await hundred(cardId);
    const approved = answers.filter((a) => a.authStatus === 'approval');
    expect(approved).toHaveLength(count);
    expect(answers.filter((a) => a.authStatus === 'declined').map((a) => a.responseCode)).toEqual(
      Array.from({ length: 100 - count }, () => code),
    );
    await expectAgreement(cardId, approved, funded);
  };

  it('a shared card: exactly as many as the merchant balance allows, the rest declined 51', async () => {
    const { cardId } = await sharedCard('370.00');
    await t.db.update(cards).set(wide).where(eq(cards.id, cardId));
    await expectHundred(cardId, 37, '51', '370.00');
  });

  it('a daily amount limit: exactly its worth approved, the rest declined 61', async () => {
    const { cardId } = await sharedCard('5000.00');
    await t.db
      .update(cards)
      .set({ ...wide, limitDaily: 25_000n })
      .where(eq(cards.id, cardId));
    await expectHundred(cardId, 25, '61', '5000.00');
  });

  it('a daily count limit: exactly that many approved, the rest declined 65', async () => {
    const { cardId } = await sharedCard('5000.00');
    await t.db
      .update(cards)
      .set({ ...wide, limitDailyCount: 17 })
      .where(eq(cards.id, cardId));
    await expectHundred(cardId, 17, '65', '5000.00');
  });

  it('a top-up card spends its own account: as many as its top-up allows, the merchant untouched', async () => {
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(t, partnerId, merchantId, '1000.00');
    const cardId = await issueCard(t, tokens.admin, { merchantId, funding: 'topUp' });
    await t.db.update(cards).set(wide).where(eq(cards.id, cardId));
    ok(
      await t.cms(tokens.admin, 'card', 'call', {
        id: cardId,
        action: 'topUp',
        amount: '230.00',
        idempotencyKey: `topup-${newId()}`,
      }),
    );
    await expectHundred(cardId, 23, '51', '230.00');
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, merchantId), eq(ledgerAccounts.kind, 'merchant')));
    expect([account!.balance, account!.onHold]).toEqual([77_000n, 0n]);
  });
});

describe('who may see and send', () => {
  it('lists with filters and exports; another partner gets 404; a viewer cannot send', async () => {
    const { cardId } = await sharedCard('100.00');
    const a = await authorize(cardId, '5.00');
    await authorize(cardId, '500.00');
    const page = ok<{ records: AuthorizationRecord[]; total: number }>(
      await t.cms(tokens.admin, 'card-authorization', 'page', { cardId, authStatus: 'declined' }),
    );
    expect(page.total).toBe(1);
    expect(page.records[0]!.responseCode).toBe('51');
    const empty = ok<{ total: number }>(
      await t.cms(tokens.admin, 'card-authorization', 'page', {
        cardId,
        createdFrom: '2000-01-01',
        createdTo: '2000-01-02',
      }),
    );
    expect(empty.total).toBe(0);

    expect((await t.cms(tokens.other, 'card-authorization', 'get', { id: a.id })).statusCode).toBe(404);
    expect(
      (await send({ type: 'clearing', originalId: a.id, amount: '5.00' }, tokens.other)).statusCode,
    ).toBe(404);
    expect(
      (await send({ type: 'authorization', cardId, amount: '1.00', currency: 'USD' }, tokens.other))
        .statusCode,
    ).toBe(404);
    expect(
      (await send({ type: 'authorization', cardId, amount: '1.00', currency: 'USD' }, tokens.viewer))
        .statusCode,
    ).toBe(403);
    expect(
      ok<{ total: number }>(await t.cms(tokens.viewer, 'card-authorization', 'page', {})).total,
    ).toBeGreaterThan(0);

    const csv = await t.cms(tokens.admin, 'card-authorization', 'export', {
      format: 'csv',
      filter: { cardId },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Record ID');
    expect(csv.body).toContain(a.recordNo);
    expect(csv.body).toContain('Not enough money');
  });

  it('refuses bad messages clearly, never 500, and writes nothing', async () => {
    const { cardId } = await sharedCard('100.00');
    for (const body of [
      { type: 'authorization', cardId, amount: '-1', currency: 'USD' },
      { type: 'authorization', cardId, amount: '1.001', currency: 'USD' },
      { type: 'authorization', cardId, amount: '1.00', currency: 'usd' },
      { type: 'authorization', cardId, amount: '1.00', currency: 'USD', networkMessageId: 'x' },
      { type: 'authorization', cardId, amount: '1.00', currency: 'USD', mcc: '12' },
      { type: 'teleport', cardId },
      { type: 'clearing', originalId: newId(), amount: '1.00' },
    ]) {
      const res = await send(body);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await card(cardId)).balance.available).toBe('100.00');
    const n = await t.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.cardId, cardId));
    expect(n).toHaveLength(0);
  });
});
