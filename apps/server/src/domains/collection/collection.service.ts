import { createHash, randomBytes } from 'node:crypto';
import type {
  CollectionExportFilter,
  CollectionPageRequest,
  SimulateCollectionRequest,
} from '@remit/contract/collection';
import { exponentOf, MoneyError, toDecimal, toMinor } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { VA_STATUS } from '@remit/contract/virtual-account';
import type { CollectionNotification, CollectionSimulator } from '../../adapters/bank/va-issuer';
import type { FxRates } from '../../adapters/fx/fx';
import { sandboxCollectionData } from '../../adapters/bank/va-issuer.sandbox';
import type { Db } from '../../db/client';
import { inTransaction } from '../../ledger/ledger.tx';
import { writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import { convertDown, positiveMinor } from '../order/order.money';
import { partnerScope, type Actor } from '../../platform/session.plugin';
import { creditFromBank } from '../account/account.credit';
import { findVirtualAccount } from '../virtual-account/virtual-account.repository';
import { toCollectionRecord } from './collection.records';
import * as repo from './collection.repository';

/** The list's amount bounds in minor units: every virtual-account currency has two decimals (USD by default). */
const boundOf = (field: string, amount: string | undefined, currency: string | undefined) => {
  if (!amount) return undefined;
  try {
    return toMinor(amount, currency ?? 'USD');
  } catch (err) {
    if (!(err instanceof MoneyError)) throw err;
    const decimals = exponentOf(currency ?? 'USD');
    throw new AppError(
      'VALIDATION',
      { detail: `${field}: at most ${decimals} decimals` },
      {
        [field]: [`At most ${decimals} decimals`],
      },
    );
  }
};

export const collectionFilterOf = (input: CollectionExportFilter): repo.CollectionFilter => ({
  virtualAccountId: input.virtualAccountId,
  from: input.from ? new Date(input.from) : undefined,
  to: input.to ? new Date(input.to) : undefined,
  minAmount: boundOf('minAmount', input.minAmount, input.currency),
  maxAmount: boundOf('maxAmount', input.maxAmount, input.currency),
  currency: input.currency,
  documentation: input.documentation,
});

/**
 * Collections: the bank's notice that money arrived on a virtual account credits the partner as type 101
 * Collection through the bank-settlement account, once per bank reference (the row's unique reference and
 * the ledger's idempotency key both hold it), as deposits are credited. The credit is in the account's
 * settlement currency, always a balance currency: money that arrived in another (a UK account's GBP) converts
 * at the FX adapter's mid rate of its arrival, in the same entry, so nothing lands in a balance the partner
 * cannot see.
 */
export const createCollectionService = (deps: {
  db: Db;
  sandbox: boolean;
  simulator: () => CollectionSimulator | undefined;
  fx: FxRates;
  /** The account-balance currencies (BALANCE_CURRENCIES): the only ones a collection may credit. */
  balanceCurrencies: readonly string[];
}) => {
  const { db, fx } = deps;

  const receive = async (n: CollectionNotification) => {
    if (!/^\d{1,18}$/.test(n.amountMinor) || BigInt(n.amountMinor) <= 0n)
      throw new Error(`collection notification ${n.bankReference}: bad amount`);
    const amount = BigInt(n.amountMinor);
    // The rate is asked for before anything is locked: a market-data call never runs under a row lock.
    const peek = await findVirtualAccount(db, null, n.virtualAccountId);
    const settle = peek?.settlementCurrency;
    const rate = settle && settle !== n.currency ? await fx.mid(n.currency, settle) : undefined;
    return inTransaction(db, async (tx) => {
      const va = await findVirtualAccount(tx, null, n.virtualAccountId, true);
      // Money for an account we never opened is not ours to credit (the bank returns it).
      if (!va || !va.openedAt) return { credited: false, reason: 'unknown' as const };
      if (va.currency !== n.currency)
        throw new Error(
          `collection notification ${n.bankReference}: ${n.currency} on a ${va.currency} account`,
        );
      // Not credited (the bank notifies again later) rather than credited where nobody can see it.
      if (!deps.balanceCurrencies.includes(va.settlementCurrency))
        throw new Error(
          `collection notification ${n.bankReference}: ${va.settlementCurrency} is not a balance currency`,
        );
      const converts = va.settlementCurrency !== n.currency;
      if (converts && (!rate || settle !== va.settlementCurrency))
        throw new Error(
          `collection notification ${n.bankReference}: no ${n.currency}/${va.settlementCurrency} rate`,
        );
      const credit = converts ? convertDown(amount, n.currency, va.settlementCurrency, rate!) : amount;
      if (credit <= 0n) throw new Error(`collection notification ${n.bankReference}: converts to nothing`);
      const id = newId();
      const inserted = await repo.insertCollectionOnce(tx, {
        id,
        partnerId: va.partnerId,
        virtualAccountId: va.id,
        currency: va.currency,
        amount,
        creditCurrency: va.settlementCurrency,
        creditAmount: credit,
        rate: converts ? rate! : null,
        buyerName: n.buyerName.slice(0, 128),
        buyerCountry: n.buyerCountry.slice(0, 2),
        senderName: n.senderName.slice(0, 128),
        senderRelationship: n.senderRelationship.slice(0, 64),
        senderAccountNumber: n.senderAccountNumber.slice(0, 64),
        senderCountry: n.senderCountry.slice(0, 2),
        bankReference: n.bankReference,
        tradeComments: n.tradeComments.slice(0, 1000),
        arrivedAt: new Date(n.arrivedAt),
      });
      if (!inserted) return { credited: false, reason: 'done' as const };
      const { entry, transactionId } = await creditFromBank(
        tx,
        va.settlementCurrency,
        credit,
        {
          partnerId: va.partnerId,
          type: TRANSACTION_TYPES.COLLECTION,
          idempotencyKey: `collection:${n.bankReference}`,
          description: `Collection ${n.bankReference} on ${va.alias}`,
          metadata: {
            collectionId: id,
            virtualAccountId: va.id,
            txn: {
              counterpartyName: n.senderName,
              counterpartyAccount: n.senderAccountNumber,
              country: n.senderCountry,
            },
          },
        },
        { subject: 'collection', subjectId: id, after: { bankReference: n.bankReference } },
        converts ? { currency: n.currency, amount, rate: rate! } : undefined,
      );
      await repo.setCollectionEntry(tx, id, { entryId: entry.entryId, transactionId });
      return { credited: true, reason: 'credited' as const, id };
    });
  };

  return {
    receive,

    async page(actor: Actor, input: CollectionPageRequest) {
      const { records, total } = await repo.pageCollections(
        db,
        partnerScope(actor),
        collectionFilterOf(input),
        input.page,
        input.size,
      );
      return { records: records.map(toCollectionRecord), total, page: input.page, size: input.size };
    },

    async get(actor: Actor, id: string) {
      const row = foundOr(await repo.findCollection(db, partnerScope(actor), id), 'COLLECTION_NOT_FOUND');
      return toCollectionRecord(row);
    },

    /** Sandbox only (the route admits the operator alone): the sandbox bank receives a payment on an enabled account. */
    async simulate(actor: Actor, input: SimulateCollectionRequest, ctx: ChangeContext) {
      if (!deps.sandbox) throw new AppError('SANDBOX_ONLY');
      const simulator = deps.simulator();
      if (!simulator) throw new AppError('SANDBOX_ONLY');
      const va = foundOr(
        await findVirtualAccount(db, null, input.virtualAccountId),
        'VIRTUAL_ACCOUNT_NOT_FOUND',
      );
      if (va.status !== VA_STATUS.ENABLED) throw new AppError('VIRTUAL_ACCOUNT_NOT_ACTIVE');
      const data = sandboxCollectionData(va.currency);
      if (input.amount !== undefined)
        data.amountMinor = positiveMinor(input.amount, va.currency, 'COLLECTION_AMOUNT_INVALID').toString();
      // The same idempotency key is the same payment: the bank reference is derived from it.
      const bankReference = input.idempotencyKey
        ? `SBXC${createHash('sha256').update(`${va.id}:${input.idempotencyKey}`).digest('hex').slice(0, 16).toUpperCase()}`
        : `SBXC${randomBytes(8).toString('hex').toUpperCase()}`;
      await writeAudit(db, {
        partnerId: va.partnerId,
        userId: actor.userId,
        action: 'simulate',
        subject: 'collection',
        subjectId: va.id,
        after: {
          bankReference,
          amount: toDecimal(BigInt(data.amountMinor), va.currency),
          currency: va.currency,
        },
        ip: ctx.ip,
      });
      await simulator.simulateIncoming({
        ...data,
        bankReference,
        virtualAccountId: va.id,
        arrivedAt: new Date().toISOString(),
      });
      return { bankReference };
    },
  };
};

export type CollectionService = ReturnType<typeof createCollectionService>;
