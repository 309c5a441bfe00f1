import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { createSandboxFx } from '../../adapters/fx/fx.sandbox';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { auditLog, cards, ledgerAccounts, ledgerHolds, merchants } from '../../db/schema/index';
import { requestHash } from '../../ledger/ledger.tx';
import { newId } from '../../platform/crypto';
import {
  merchantAccount,
  messageCtx,
  useAuthorizationApp,
  watchStatements,
} from '../../../test/helpers/card-authorizations';
import { expectReconciled } from '../../../test/helpers/orders';
import { createCardAuthorizationService } from './card-authorization.service';

/**
 * The approval in one statement (`card_authorize`, migration 0018): a plain approval opens no transaction of the
 * service's and sends one statement, and what it writes is what the service's own path writes (the hold's
 * metadata and request hash, the audit row). A decline still takes the service's transaction.
 */
const app = useAuthorizationApp();

/**
 * The app's database, counting the transactions the service opens on it and the statements sent outside one
 * (the driver's own `query`, whichever driver: PGlite or node-postgres' pool).
 */
const counted = () => {
  const seen = { statements: 0, transaction: 0 };
  const db = new Proxy(app.t.db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') seen.transaction++;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  }) as Db;
  const restore = watchStatements(app.t.db, () => seen.statements++);
  return { db, seen, restore };
};
/** What `work` sent: statements outside a transaction, and transactions. */
const sent = async <T>(c: ReturnType<typeof counted>, work: () => Promise<T>) => {
  const before = { ...c.seen };
  const result = await work();
  return {
    result,
    statements: c.seen.statements - before.statements,
    transactions: c.seen.transaction - before.transaction,
  };
};

it('approves in one statement, writing the hold, record and audit row the service would', async () => {
  const {
    merchantId,
    cardIds: [cardId],
  } = await app.fundedCards('500.00', [{}]);
  const c = counted();
  const service = createCardAuthorizationService({ db: c.db, fx: createSandboxFx() });
  const message = {
    type: 'authorization' as const,
    networkMessageId: `nm-${newId()}`,
    cardId,
    amount: '12.5',
    currency: 'USD',
    mcc: '5814',
    acceptorId: 'SANDBOX0001',
    acceptorName: 'Café "Ünïcode" \\ Corner',
    acquirerId: '400001',
    country: 'FR',
  };
  const first = await sent(c, () => service.handle(app.actor, message, messageCtx));
  const record = first.result;
  expect(record).toMatchObject({ authStatus: 'approval', responseCode: '00', billingAmount: '12.50' });
  expect([first.statements, first.transactions]).toEqual([1, 0]);

  // The hold as createHoldTx would have written it: same metadata, same request hash.
  const [card] = await app.t.db.select().from(cards).where(eq(cards.id, cardId));
  const account = await merchantAccount(app.t.db, merchantId);
  const [hold] = await app.t.db
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, `card-auth:${message.networkMessageId}`));
  const metadata = {
    type: TRANSACTION_TYPES.CARD_PURCHASE,
    description: `Card ****${card!.panLast4} · ${message.acceptorName}`,
    cardId,
    txn: { counterpartyName: message.acceptorName, country: 'FR', currency: 'USD', amount: '12.5' },
  };
  expect(hold).toMatchObject({ accountId: account.id, amount: 1250n, remaining: 1250n, status: 'pending' });
  expect(hold!.metadata).toEqual(metadata);
  expect(hold!.requestHash).toBe(
    requestHash({
      partnerId: app.partnerId,
      accountId: account.id,
      amount: 1250n,
      idempotencyKey: undefined,
      metadata,
    }),
  );
  expect(account).toMatchObject({ balance: 50_000n, onHold: 1250n });

  const audits = await app.t.db.select().from(auditLog).where(eq(auditLog.subjectId, record.id));
  expect(audits).toMatchObject([
    {
      partnerId: app.partnerId,
      userId: app.actor.userId,
      action: 'network.authorization',
      subject: 'cardAuthorization',
      before: null,
      after: { recordNo: record.recordNo, responseCode: '00' },
      ip: '127.0.0.1',
    },
  ]);

  // A replay: one statement again, the same record, nothing more held.
  const again = await sent(c, () => service.handle(app.actor, message, messageCtx));
  expect(again.result.id).toBe(record.id);
  expect([again.statements, again.transactions]).toEqual([1, 0]);
  const [after] = await app.t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account.id));
  expect(after!.onHold).toBe(1250n);

  // A decline is decided by the service in its own transaction, with its reason.
  const declined = await sent(c, () =>
    service.handle(
      app.actor,
      { ...message, networkMessageId: `nm-${newId()}`, amount: '900.00' },
      messageCtx,
    ),
  );
  c.restore();
  expect(declined.result).toMatchObject({ authStatus: 'declined', responseCode: '51' });
  expect(declined.transactions).toBe(1);
  await expectReconciled(app.t.db);
});

it('declines whatever the service declines, at the edges: expiry month, status, merchant, limits, funds', async () => {
  const {
    merchantId,
    cardIds: [cardId],
  } = await app.fundedCards('100.00', [{}]);
  const service = createCardAuthorizationService({ db: app.t.db, fx: createSandboxFx() });
  const send = (amount: string) =>
    service.handle(
      app.actor,
      {
        type: 'authorization',
        networkMessageId: `nm-${newId()}`,
        cardId,
        amount,
        currency: 'USD',
        mcc: '5999',
        acceptorId: 'SANDBOX0001',
        acceptorName: 'Sandbox Store',
        acquirerId: '400001',
        country: 'US',
      },
      messageCtx,
    );
  const set = (values: Partial<typeof cards.$inferInsert>) =>
    app.t.db.update(cards).set(values).where(eq(cards.id, cardId));
  const now = new Date();
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  const lastMonth =
    month === 1 ? { expiryYear: year - 1, expiryMonth: 12 } : { expiryYear: year, expiryMonth: month - 1 };

  // A card expires at the end of its expiry month: approved in it, declined 54 after it.
  await set({ expiryYear: year, expiryMonth: month });
  expect((await send('1.00')).responseCode).toBe('00');
  await set(lastMonth);
  const expired = await send('1.00');
  expect(expired).toMatchObject({ authStatus: 'declined', responseCode: '54' });
  expect(expired.reason).toMatch(/^The card expired in \d\d\/\d\d\.$/);
  await set({ expiryYear: year + 2, expiryMonth: month });

  await set({ status: 'blocked' });
  expect((await send('1.00')).responseCode).toBe('62');
  await set({ status: 'normal' });
  await app.t.db.update(merchants).set({ status: 'closed' }).where(eq(merchants.id, merchantId));
  expect((await send('1.00')).responseCode).toBe('57');
  await app.t.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, merchantId));

  await set({ limitSingle: 500n });
  expect((await send('5.01')).responseCode).toBe('61');
  expect((await send('5.00')).responseCode).toBe('00');
  await set({ limitSingle: null, limitDailyCount: 2 });
  expect((await send('1.00')).responseCode).toBe('65');
  await set({ limitDailyCount: null, limitDaily: 700n });
  expect((await send('1.01')).responseCode).toBe('61');
  await set({ limitDaily: null });
  expect((await send('94.01')).responseCode).toBe('51');
  expect((await send('94.00')).responseCode).toBe('00');
  expect((await send('0.01')).responseCode).toBe('51');
  await expectReconciled(app.t.db);
});

it('probes by key even when the statistics were taken while the tables were nearly empty', async () => {
  const {
    cardIds: [cardId],
  } = await app.fundedCards('500.00', [{}]);
  const tables = ['card_authorizations', 'cards', 'ledger_accounts', 'ledger_holds', 'merchants'];
  // A new deployment: the planner believes card_authorizations and the holds hold a page or two, which makes a
  // scan of the whole table look cheapest; the table then grows while that plan is kept.
  for (const table of tables) await app.t.db.execute(sql.raw(`analyze ${table}`));
  // Rows each table gave to sequential scans so far in this backend (its counters not yet flushed included).
  const scanned = async (tx: Tx) => {
    const [row] = await rowsOf<Record<string, number>>(
      tx,
      sql.raw(
        `select ${tables.map((n) => `pg_stat_get_xact_tuples_returned('${n}'::regclass)::int as "${n}"`).join(', ')}`,
      ),
    );
    return row!;
  };
  const read = await app.t.db.transaction(async (tx) => {
    const before = await scanned(tx as unknown as Tx);
    const service = createCardAuthorizationService({ db: tx as unknown as Db, fx: createSandboxFx() });
    const record = await service.handle(
      app.actor,
      {
        type: 'authorization',
        networkMessageId: `nm-${newId()}`,
        cardId,
        amount: '3.00',
        currency: 'USD',
        mcc: '5814',
        acceptorId: 'SANDBOX0001',
        acceptorName: 'Corner Café',
        acquirerId: '400001',
        country: 'FR',
      },
      messageCtx,
    );
    expect(record).toMatchObject({ authStatus: 'approval', responseCode: '00' });
    const after = await scanned(tx as unknown as Tx);
    return Object.fromEntries(tables.map((n) => [n, after[n]! - before[n]!]));
  });
  // A sequential scan returns every row of its table through this counter; key probes return none through it
  // (their fetches are counted apart), so a table read whole shows as its row count.
  expect(read).toEqual({
    card_authorizations: 0,
    cards: 0,
    ledger_accounts: 0,
    ledger_holds: 0,
    merchants: 0,
  });
});
