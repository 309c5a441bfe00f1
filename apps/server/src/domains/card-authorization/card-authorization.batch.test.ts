import { expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { createSandboxFx } from '../../adapters/fx/fx.sandbox';
import type { Tx } from '../../db/client';
import { cardAuthorizations, cards, ledgerHolds } from '../../db/schema/index';
import { isUniqueViolation } from '../../ledger/ledger.tx';
import { newId } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import {
  merchantAccount,
  messageCtx,
  useAuthorizationApp,
  watchStatements,
} from '../../../test/helpers/card-authorizations';
import { expectReconciled } from '../../../test/helpers/orders';
import * as repo from './card-authorization.repository';
import { createCardAuthorizationService } from './card-authorization.service';

/**
 * Approvals arriving together are decided in one `card_authorize_batch` statement (migration 0019): each message
 * keeps its own decision, its own idempotency and its own failure, and no batch lets a card spend past its limits
 * or its account's available money.
 */
const app = useAuthorizationApp();
const newService = () => createCardAuthorizationService({ db: app.t.db, fx: createSandboxFx() });
/** One card of a merchant funded with 100.00, and a service to send its messages to. */
const oneCard = async () => {
  const {
    merchantId,
    cardIds: [cardId],
  } = await app.fundedCards('100.00', [{}]);
  return { merchantId, cardId, service: newService() };
};

/** The statements' text sent through the driver while `work` runs. */
const statementsOf = async <T>(work: () => Promise<T>) => {
  const seen: string[] = [];
  const restore = watchStatements(app.t.db, (text) => seen.push(text));
  try {
    return { result: await work(), seen };
  } finally {
    restore();
  }
};
const batchCalls = (seen: string[]) => seen.filter((s) => s.includes('card_authorize_batch_as(')).length;

const message = (cardId: string, amount: string, networkMessageId = `nm-${newId()}`) => ({
  type: 'authorization' as const,
  networkMessageId,
  cardId,
  amount,
  currency: 'USD',
  mcc: '5999',
  acceptorId: 'SANDBOX0001',
  acceptorName: 'Sandbox Store',
  acquirerId: '400001',
  country: 'US',
});

const holdsOn = (accountId: string) =>
  app.t.db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.accountId, accountId), eq(ledgerHolds.status, 'pending')));

it('decides the messages arriving together in one statement, each with its own decision', async () => {
  const {
    merchantId,
    cardIds: [a, b, lost],
  } = await app.fundedCards('100.00', [{}, {}, {}]);
  await app.t.db.update(cards).set({ status: 'lost' }).where(eq(cards.id, lost));
  const service = newService();
  const sentTogether = [
    ...Array.from({ length: 4 }, () => message(a, '10.00')),
    ...Array.from({ length: 4 }, () => message(b, '10.00')),
    message(lost, '1.00'),
    message(a, '500.00'),
  ];
  const { result, seen } = await statementsOf(() =>
    Promise.all(sentTogether.map((m) => service.handle(app.actor, m, messageCtx))),
  );
  expect(batchCalls(seen)).toBe(1);
  expect(result.map((r) => r.responseCode)).toEqual([...Array.from({ length: 8 }, () => '00'), '41', '51']);
  expect(result.map((r) => r.networkMessageId)).toEqual(sentTogether.map((m) => m.networkMessageId));
  expect(result[9]!.reason).toMatch(/available/i);

  // Eight holds of 10.00, one per approval, on the merchant's account; the declines hold nothing.
  const account = await merchantAccount(app.t.db, merchantId);
  expect(account).toMatchObject({ balance: 10_000n, onHold: 8_000n });
  const holds = await holdsOn(account.id);
  expect(holds.map((h) => h.amount)).toEqual(Array.from({ length: 8 }, () => 1_000n));
  expect(holds.map((h) => h.idempotencyKey).sort()).toEqual(
    sentTogether
      .slice(0, 8)
      .map((m) => `card-auth:${m.networkMessageId}`)
      .sort(),
  );
  const records = await app.t.db
    .select()
    .from(cardAuthorizations)
    .where(
      inArray(
        cardAuthorizations.networkMessageId,
        sentTogether.map((m) => m.networkMessageId),
      ),
    );
  expect(records).toHaveLength(10);
  await expectReconciled(app.t.db);
});

it('100 at once on one card: never past its daily count, never past its account’s money', async () => {
  const {
    merchantId,
    cardIds: [limited, other],
  } = await app.fundedCards('50.00', [{}, {}]);
  await app.t.db.update(cards).set({ limitDailyCount: 40 }).where(eq(cards.id, limited));
  const service = newService();
  const burst = (cardId: string) =>
    Promise.all(
      Array.from({ length: 100 }, () => service.handle(app.actor, message(cardId, '1.00'), messageCtx)),
    );

  const first = await statementsOf(() => burst(limited));
  expect(batchCalls(first.seen)).toBeGreaterThanOrEqual(1);
  const codes = (rs: { responseCode: string }[]) =>
    rs.reduce<Record<string, number>>(
      (n, r) => ({ ...n, [r.responseCode]: (n[r.responseCode] ?? 0) + 1 }),
      {},
    );
  expect(codes(first.result)).toEqual({ '00': 40, '65': 60 });

  // The other card on the same account: what is left of the 50.00 and not a cent more.
  const second = await burst(other);
  expect(codes(second)).toEqual({ '00': 10, '51': 90 });
  const account = await merchantAccount(app.t.db, merchantId);
  expect(account).toMatchObject({ balance: 5_000n, onHold: 5_000n });
  const holds = await holdsOn(account.id);
  expect(holds).toHaveLength(50);
  expect(holds.reduce((s, h) => s + h.amount, 0n)).toBe(5_000n);
  await expectReconciled(app.t.db);
});

it('the same message id twice, in one batch or across batches: one decision and one hold', async () => {
  const { merchantId, cardId, service } = await oneCard();
  const same = message(cardId, '7.25');
  const { result, seen } = await statementsOf(() =>
    Promise.all([
      service.handle(app.actor, same, messageCtx),
      service.handle(app.actor, message(cardId, '1.00'), messageCtx),
      service.handle(app.actor, same, messageCtx),
      service.handle(app.actor, same, messageCtx),
    ]),
  );
  expect(batchCalls(seen)).toBe(1);
  const ids = [result[0]!.id, result[2]!.id, result[3]!.id];
  expect(new Set(ids).size).toBe(1);
  expect(result.map((r) => r.responseCode)).toEqual(['00', '00', '00', '00']);

  // Again in a later batch, and once with another message under the same id (refused, nothing written).
  const later = await Promise.allSettled([
    service.handle(app.actor, same, messageCtx),
    service.handle(app.actor, message(cardId, '1.00'), messageCtx),
    service.handle(app.actor, { ...same, amount: '9.99' }, messageCtx),
  ]);
  expect(later[0]).toMatchObject({ status: 'fulfilled', value: { id: ids[0] } });
  expect(later[1]).toMatchObject({ status: 'fulfilled', value: { responseCode: '00' } });
  expect(later[2]).toMatchObject({ status: 'rejected' });
  expect((later[2] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
  expect(((later[2] as PromiseRejectedResult).reason as AppError).key).toBe('AUTHORIZATION_MESSAGE_MISMATCH');

  const records = await app.t.db
    .select()
    .from(cardAuthorizations)
    .where(eq(cardAuthorizations.networkMessageId, same.networkMessageId));
  expect(records).toHaveLength(1);
  expect(records[0]!.billingAmount).toBe(725n);
  const holds = await app.t.db
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, `card-auth:${same.networkMessageId}`));
  expect(holds).toHaveLength(1);
  const account = await merchantAccount(app.t.db, merchantId);
  expect(account.onHold).toBe(725n + 100n + 100n);
  await expectReconciled(app.t.db);
});

it('a message that fails in a batch fails alone: its batch-mates are approved, it writes nothing', async () => {
  const { merchantId, cardId, service } = await oneCard();
  const existing = await service.handle(app.actor, message(cardId, '1.00'), messageCtx);

  const now = new Date();
  const fast = (amount: bigint, id = newId()): repo.FastAuthorization => {
    const networkMessageId = `nm-${newId()}`;
    return {
      id,
      holdId: newId(),
      partnerId: app.partnerId,
      userId: app.actor.userId,
      ip: '127.0.0.1',
      epoch: null,
      cardId,
      networkMessageId,
      requestHash: `hash-${networkMessageId}`,
      type: 'authorization',
      amount,
      currency: 'USD',
      exponent: 2,
      todayMonth: now.toISOString().slice(0, 7),
      day: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
      monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      authCode: 'ABC123',
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      mcc: '5999',
      acquirerId: '400001',
      acceptorId: 'SANDBOX0001',
      acceptorName: 'Sandbox Store',
      country: 'US',
      holdType: TRANSACTION_TYPES.CARD_PURCHASE,
      txnJson: JSON.stringify({
        counterpartyName: 'Sandbox Store',
        country: 'US',
        currency: 'USD',
        amount: '',
      }),
    };
  };
  // The middle one reuses an existing record's id: its record cannot be written, after its hold was.
  const messages = [fast(200n), fast(300n, existing.id), fast(400n)];
  const { result, seen } = await statementsOf(() =>
    Promise.allSettled(messages.map((m) => repo.authorizeBatched(app.t.db as unknown as Tx, m))),
  );
  expect(batchCalls(seen)).toBe(1);
  expect(result[0]).toMatchObject({ status: 'fulfilled', value: { outcome: 'approved' } });
  expect(result[2]).toMatchObject({ status: 'fulfilled', value: { outcome: 'approved' } });
  expect(result[1]!.status).toBe('rejected');
  expect(isUniqueViolation((result[1] as PromiseRejectedResult).reason)).toBe(true);

  // Nothing of the failed message stayed: no record, no hold, nothing more on hold than its batch-mates'.
  const [failed] = await app.t.db
    .select()
    .from(cardAuthorizations)
    .where(eq(cardAuthorizations.networkMessageId, messages[1]!.networkMessageId));
  expect(failed).toBeUndefined();
  const failedHolds = await app.t.db
    .select()
    .from(ledgerHolds)
    .where(like(ledgerHolds.idempotencyKey, `card-auth:${messages[1]!.networkMessageId}`));
  expect(failedHolds).toHaveLength(0);
  const account = await merchantAccount(app.t.db, merchantId);
  expect(account.onHold).toBe(100n + 200n + 400n);
  await expectReconciled(app.t.db);
});
