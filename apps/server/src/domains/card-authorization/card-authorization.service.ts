import { randomInt } from 'node:crypto';
import {
  AUTHORIZATION_HOLD_DAYS,
  authRecordTypeText,
  declineText,
  statusDecline,
  settleStatusText,
  type AuthorizationDetail,
  type AuthorizationPageRequest,
  type AuthorizationRecord,
  type NetworkMessageRequest,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import { cardStatusText, expiryText, isPastExpiry, maskPan, type CardStatus } from '@remit/contract/card';
import { merchantName } from '@remit/contract/merchant';
import { exponentOf, toDecimal } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { WireLanguage } from '@remit/contract/envelope';
import type { FxRates } from '../../adapters/fx/fx';
import type { Db, Tx } from '../../db/client';
import { ensureAccount, platformAccount } from '../../ledger/ledger.accounts';
import { captureHoldTx, createHoldTx, voidHoldTx } from '../../ledger/ledger.holds';
import { lockAccounts, postEntryTx } from '../../ledger/ledger.post';
import { inTransaction, isUniqueViolation, requestHash } from '../../ledger/ledger.tx';
import { writeAudit, auditFrom } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { parseAmount, rateToScaled } from '../order/order.money';
import { defaultLimitsMinor } from '../card/card.records';
import * as cardRepo from '../card/card.repository';
import { merchantStatusOf } from '../merchant/merchant.repository';
import * as repo from './card-authorization.repository';

const audit = auditFrom('cardAuthorization');
const RATE_ONE = 10n ** 12n;
const pow10 = (n: number) => 10n ** BigInt(n);

/** Transaction minor units → billing minor units at `rate` (billing per transaction unit), rounded up. */
export const toBilling = (minor: bigint, from: string, to: string, rate: string) => {
  if (from === to) return minor;
  const num = minor * rateToScaled(rate) * pow10(exponentOf(to));
  const den = RATE_ONE * pow10(exponentOf(from));
  return (num + den - 1n) / den;
};

const authCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length: 6 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
};

type Decline = { key: keyof typeof declineText; params: Record<string, string> };

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => params[k] ?? `{${k}}`);

/** What a card transaction shows of the purchase behind it: the acceptor, and the amount in the purchase's currency. */
const purchaseOf = (root: repo.AuthorizationRow, amountMinor: bigint) => ({
  counterpartyName: root.acceptorName,
  country: root.country,
  currency: root.transactionCurrency,
  amount: toDecimal(amountMinor, root.transactionCurrency),
});

/**
 * What a follow-up message's record (incremental, clearing, reversal, refund, expiry) takes from the authorization
 * it follows: its currencies and rate, and where the card was used.
 */
const inheritedFrom = (root: repo.AuthorizationRow) => ({
  transactionCurrency: root.transactionCurrency,
  billingCurrency: root.billingCurrency,
  rate: root.rate,
  mcc: root.mcc,
  acquirerId: root.acquirerId,
  acceptorId: root.acceptorId,
  acceptorName: root.acceptorName,
  country: root.country,
});

/** A record as the wire shows it, the decline's reason and next step in the reader's language. */
export const toRecord = (j: repo.JoinedAuthorization, lang: WireLanguage): AuthorizationRecord => {
  const r = j.row;
  const decline = r.declineKey ? declineText[r.declineKey] : undefined;
  return {
    id: r.id,
    recordNo: r.recordNo,
    cardId: r.cardId,
    maskedPan: maskPan(j.bin, j.last4),
    merchantName: merchantName(j),
    messageType: r.messageType as AuthorizationRecord['messageType'],
    recordType: r.recordType as AuthorizationRecord['recordType'],
    networkMessageId: r.networkMessageId,
    originalId: r.originalId,
    authCode: r.authCode,
    authStatus: r.authStatus as AuthorizationRecord['authStatus'],
    settleStatus: (r.settleStatus as SettleStatus | null) ?? null,
    responseCode: r.responseCode,
    reason: decline ? fill(decline.reason[lang], r.declineParams) : '',
    nextStep: decline ? fill(decline.next[lang], r.declineParams) : '',
    processStatus: 'processed',
    // The amount authorized (a reversal lowers the record's open amount; the list still shows what was asked).
    transactionAmount: toDecimal(r.transactionAmount + BigInt(j.reducedTxn), r.transactionCurrency),
    transactionCurrency: r.transactionCurrency,
    billingAmount: toDecimal(r.billingAmount + BigInt(j.reducedBilling), r.billingCurrency),
    billingCurrency: r.billingCurrency,
    reversedTransactionAmount: toDecimal(BigInt(j.reversedTxn), r.transactionCurrency),
    reversedBillingAmount: toDecimal(BigInt(j.reversedBilling), r.billingCurrency),
    rate: r.rate,
    settledTransactionAmount: toDecimal(r.settledTransactionAmount, r.transactionCurrency),
    settledBillingAmount: toDecimal(r.settledBillingAmount, r.billingCurrency),
    refundedBillingAmount: toDecimal(r.refundedBillingAmount, r.billingCurrency),
    mcc: r.mcc,
    acquirerId: r.acquirerId,
    acceptorId: r.acceptorId,
    acceptorName: r.acceptorName,
    country: r.country,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
};

export type CardAuthorizationDeps = { db: Db; fx: FxRates };

/**
 * The processor (spec §3 Card authorization record, §4): decides each network message on the card's lock,
 * holds the money of an approval on the ledger, posts it at clearing, voids it at reversal or expiry and
 * credits refunds. The network's message id makes every message idempotent: the same id twice is one
 * decision and one hold; the same id with another message is a 409.
 */
export const createCardAuthorizationService = ({ db, fx }: CardAuthorizationDeps) => {
  /**
   * The account a card spends: its merchant's for a shared card, its own for a top-up card. Found once per
   * transaction (the decision and the hold both need it); its balance is always read again under its lock.
   */
  const accountsByTx = new WeakMap<Tx, Map<string, Awaited<ReturnType<typeof ensureAccount>>>>();
  const fundingAccount = async (tx: Tx, card: cardRepo.CardRow) => {
    const ref = {
      partnerId: card.partnerId,
      kind: card.funding === 'topUp' ? 'card' : 'merchant',
      ownerId: card.funding === 'topUp' ? card.id : card.merchantId,
      currency: card.currency,
    } as const;
    const key = `${ref.kind}:${ref.ownerId}:${ref.currency}`;
    let known = accountsByTx.get(tx);
    if (!known) accountsByTx.set(tx, (known = new Map()));
    const hit = known.get(key);
    if (hit) return hit;
    const account = await ensureAccount(tx, ref);
    known.set(key, account);
    return account;
  };
  /** Card products never change once seeded: each is read once per process. */
  const products = new Map<string, NonNullable<Awaited<ReturnType<typeof cardRepo.findProduct>>>>();
  const productOf = async (tx: Tx, id: string) => {
    const hit = products.get(id);
    if (hit) return hit;
    const row = await cardRepo.findProduct(tx, id);
    if (row) products.set(id, row);
    return row;
  };
  const networkAccount = (tx: Tx, card: cardRepo.CardRow) =>
    ensureAccount(tx, platformAccount(card.partnerId, 'platform_card_network', card.currency));

  const lockedCard = async (tx: Tx, partnerId: string, cardId: string) => {
    const card = foundOr(await cardRepo.findCard(tx, partnerId, cardId, true), 'CARD_NOT_FOUND');
    return card;
  };

  /** Why the card may not spend `billing` now, or nothing when it may (limits and funds included). */
  const declineFor = async (
    tx: Tx,
    card: cardRepo.CardRow,
    billing: bigint,
    opts: { newTransaction: boolean; single: bigint },
  ): Promise<Decline | undefined> => {
    const status = card.status as CardStatus;
    const today = new Date().toISOString().slice(0, 10);
    const byStatus = statusDecline(status);
    if (byStatus === 'cardLost') return { key: byStatus, params: {} };
    if (byStatus === 'cardExpired' || isPastExpiry(card.expiryMonth, card.expiryYear, today))
      return { key: 'cardExpired', params: { expiry: expiryText(card.expiryMonth, card.expiryYear) } };
    if (byStatus)
      return {
        key: byStatus,
        params: { status: cardStatusText[status].en, statusZh: cardStatusText[status].zh_CN },
      };
    const merchantStatus = await merchantStatusOf(tx, card.partnerId, card.merchantId);
    if (merchantStatus !== 'approved') return { key: 'merchantNotApproved', params: {} };
    if (billing === 0n) return undefined;

    const product = await productOf(tx, card.productId);
    const d = defaultLimitsMinor(product!, card.currency);
    const limits = {
      single: card.limitSingle ?? d.single,
      daily: card.limitDaily ?? d.daily,
      monthly: card.limitMonthly ?? d.monthly,
      total: card.limitTotal ?? d.total,
      dailyCount: BigInt(card.limitDailyCount ?? d.dailyCount),
    };
    const money = (v: bigint) => toDecimal(v, card.currency);
    const currency = card.currency;
    if (opts.single > limits.single)
      return {
        key: 'singleLimit',
        params: { amount: money(opts.single), limit: money(limits.single), currency },
      };
    const used = await repo.limitUsage(tx, card.id);
    if (opts.newTransaction && used.dailyCount + 1n > limits.dailyCount)
      return {
        key: 'dailyCount',
        params: { used: String(used.dailyCount), limit: String(limits.dailyCount) },
      };
    for (const kind of ['daily', 'monthly', 'total'] as const)
      if (used[kind] + billing > limits[kind])
        return {
          key: `${kind}Limit` as Decline['key'],
          params: { used: money(used[kind]), limit: money(limits[kind]), currency },
        };
    const account = await fundingAccount(tx, card);
    const locked = (await lockAccounts(tx, card.partnerId, [account.id])).get(account.id)!;
    const available = locked.balance - locked.onHold;
    if (available < billing)
      return {
        key: card.funding === 'topUp' ? 'insufficientFunds' : 'merchantFundsShort',
        params: { available: money(available > 0n ? available : 0n), amount: money(billing), currency },
      };
    return undefined;
  };

  const holdFor = async (
    tx: Tx,
    card: cardRepo.CardRow,
    amount: bigint,
    key: string,
    what: { acceptorName: string; country: string; txnAmount: string; txnCurrency: string },
  ) => {
    const account = await fundingAccount(tx, card);
    const { hold } = await createHoldTx(tx, {
      partnerId: card.partnerId,
      accountId: account.id,
      amount,
      idempotencyKey: key,
      metadata: {
        type: TRANSACTION_TYPES.CARD_PURCHASE,
        description: `Card ****${card.panLast4} · ${what.acceptorName}`,
        cardId: card.id,
        txn: {
          counterpartyName: what.acceptorName,
          country: what.country,
          currency: what.txnCurrency,
          amount: what.txnAmount,
        },
      },
    });
    return hold;
  };

  const stateConflict = (root: repo.AuthorizationRow, message: string) => {
    const state = (root.settleStatus ?? root.authStatus) as SettleStatus;
    const text = settleStatusText[state] ?? { en: root.authStatus, zh_CN: root.authStatus };
    return new AppError('AUTHORIZATION_STATE_CONFLICT', {
      state: text.en,
      stateZh: text.zh_CN,
      message,
      messageZh: message,
    });
  };

  /** One message, decided and recorded in one transaction. */
  const decide = async (tx: Tx, partnerId: string, msg: NetworkMessageRequest, hash: string) => {
    const base = {
      id: newId(),
      partnerId,
      networkMessageId: msg.networkMessageId,
      requestHash: hash,
      messageType: msg.type,
    };

    if (msg.type === 'authorization' || msg.type === 'verification') {
      const card = await lockedCard(tx, partnerId, msg.cardId);
      const txnCurrency = msg.type === 'authorization' ? msg.currency : card.currency;
      const txnMinor = msg.type === 'authorization' ? parseAmount(msg.amount, msg.currency) : 0n;
      let rate = '1';
      if (txnCurrency !== card.currency) {
        const mid = await fx.mid(txnCurrency, card.currency);
        if (!mid) {
          const decline = {
            key: 'currencyNotServed',
            params: { from: txnCurrency, to: card.currency },
          } as const;
          return repo.insertAuthorization(tx, {
            ...base,
            cardId: card.id,
            recordType: 'cardAuthorization',
            authStatus: 'declined',
            responseCode: declineText[decline.key]!.code,
            declineKey: decline.key,
            declineParams: decline.params,
            transactionAmount: txnMinor,
            transactionCurrency: txnCurrency,
            billingCurrency: card.currency,
            mcc: msg.mcc,
            acquirerId: msg.acquirerId,
            acceptorId: msg.acceptorId,
            acceptorName: msg.acceptorName,
            country: msg.country,
          });
        }
        rate = mid;
      }
      const billing = toBilling(txnMinor, txnCurrency, card.currency, rate);
      const decline = await declineFor(tx, card, billing, { newTransaction: billing > 0n, single: billing });
      const common = {
        ...base,
        cardId: card.id,
        recordType: msg.type === 'verification' ? 'verification' : 'cardAuthorization',
        transactionAmount: txnMinor,
        transactionCurrency: txnCurrency,
        billingAmount: billing,
        billingCurrency: card.currency,
        rate,
        mcc: msg.mcc,
        acquirerId: msg.acquirerId,
        acceptorId: msg.acceptorId,
        acceptorName: msg.acceptorName,
        country: msg.country,
      };
      if (decline)
        return repo.insertAuthorization(tx, {
          ...common,
          authStatus: 'declined',
          responseCode: declineText[decline.key]!.code,
          declineKey: decline.key,
          declineParams: decline.params,
        });
      if (msg.type === 'verification')
        return repo.insertAuthorization(tx, {
          ...common,
          authCode: authCode(),
          authStatus: 'approval',
          responseCode: '85',
        });
      const hold = await holdFor(tx, card, billing, `card-auth:${msg.networkMessageId}`, {
        acceptorName: msg.acceptorName,
        country: msg.country,
        txnAmount: msg.amount,
        txnCurrency,
      });
      return repo.insertAuthorization(tx, {
        ...common,
        authCode: authCode(),
        authStatus: 'approval',
        settleStatus: 'unsettled',
        responseCode: '00',
        holdId: hold.id,
        expiresAt: new Date(Date.now() + AUTHORIZATION_HOLD_DAYS * 86_400_000),
      });
    }

    // A follow-up: the card's lock first (as an authorization takes it), then the original's.
    const peek = await repo.findAuthorization(tx, partnerId, msg.originalId);
    if (!peek || peek.messageType !== 'authorization' || peek.authStatus !== 'approval')
      throw new AppError('AUTHORIZATION_NOT_FOUND');
    const card = await lockedCard(tx, partnerId, peek.cardId);
    const root = (await repo.findAuthorization(tx, partnerId, msg.originalId, true))!;
    const amountMinor =
      msg.amount === undefined ? undefined : parseAmount(msg.amount, root.transactionCurrency);
    const billingOf = (minor: bigint) =>
      toBilling(minor, root.transactionCurrency, root.billingCurrency, root.rate);
    const child = { ...base, cardId: card.id, originalId: root.id, ...inheritedFrom(root) };
    const what = {
      acceptorName: root.acceptorName,
      country: root.country,
      txnCurrency: root.transactionCurrency,
    };

    if (msg.type === 'incremental') {
      if (root.settleStatus !== 'unsettled') throw stateConflict(root, 'incremental authorization');
      const extra = billingOf(amountMinor!);
      const decline = await declineFor(tx, card, extra, {
        newTransaction: false,
        single: root.billingAmount + extra,
      });
      if (decline)
        return repo.insertAuthorization(tx, {
          ...child,
          recordType: 'cardAuthorization',
          authStatus: 'declined',
          responseCode: declineText[decline.key]!.code,
          declineKey: decline.key,
          declineParams: decline.params,
          transactionAmount: amountMinor!,
          billingAmount: extra,
        });
      // The hold grows: the old one is released and one for the new total placed, in this transaction.
      await voidHoldTx(tx, partnerId, root.holdId!);
      const newTxn = root.transactionAmount + amountMinor!;
      const hold = await holdFor(tx, card, root.billingAmount + extra, `card-auth:${msg.networkMessageId}`, {
        ...what,
        txnAmount: toDecimal(newTxn, root.transactionCurrency),
      });
      await repo.updateAuthorization(tx, root.id, {
        holdId: hold.id,
        billingAmount: root.billingAmount + extra,
        transactionAmount: newTxn,
      });
      return repo.insertAuthorization(tx, {
        ...child,
        recordType: 'cardAuthorization',
        authCode: root.authCode,
        authStatus: 'approval',
        responseCode: '00',
        transactionAmount: amountMinor!,
        billingAmount: extra,
        holdId: hold.id,
      });
    }

    if (msg.type === 'reversal') {
      if (root.settleStatus !== 'unsettled') throw stateConflict(root, 'reversal');
      const txnBack =
        amountMinor === undefined || amountMinor >= root.transactionAmount
          ? root.transactionAmount
          : amountMinor;
      const full = txnBack === root.transactionAmount;
      const rest = root.transactionAmount - txnBack;
      // What stays held covers what is left of the purchase, rounded up as the approval was; the rest goes back.
      // (Rounding the part given back up instead could leave nothing, or too little, held for what is left.)
      const restBilling = full ? 0n : billingOf(rest);
      const kept = restBilling < root.billingAmount ? restBilling : root.billingAmount;
      const billingBack = root.billingAmount - kept;
      await voidHoldTx(tx, partnerId, root.holdId!);
      let holdId: string | null = null;
      if (!full) {
        const hold = await holdFor(tx, card, kept, `card-auth:${msg.networkMessageId}`, {
          ...what,
          txnAmount: toDecimal(rest, root.transactionCurrency),
        });
        holdId = hold.id;
      }
      await repo.updateAuthorization(tx, root.id, {
        holdId,
        transactionAmount: root.transactionAmount - txnBack,
        billingAmount: root.billingAmount - billingBack,
        ...(full ? { settleStatus: 'reversed', expiresAt: null } : {}),
      });
      return repo.insertAuthorization(tx, {
        ...child,
        recordType: 'cardAuthorization',
        authCode: root.authCode,
        authStatus: 'reversal',
        responseCode: '00',
        transactionAmount: txnBack,
        billingAmount: billingBack,
      });
    }

    if (msg.type === 'clearing') {
      if (root.settleStatus !== 'unsettled') throw stateConflict(root, 'clearing');
      const billing = billingOf(amountMinor!);
      const settle: SettleStatus =
        billing === root.billingAmount
          ? 'settled'
          : billing < root.billingAmount
            ? 'partialSettled'
            : 'overpaymentSettled';
      const network = await networkAccount(tx, card);
      const { entry } = await captureHoldTx(tx, {
        partnerId,
        holdId: root.holdId!,
        amount: billing,
        counterAccountId: network.id,
        type: TRANSACTION_TYPES.CARD_PURCHASE,
        idempotencyKey: `card-clear:${msg.networkMessageId}`,
        description: `Card ****${card.panLast4} · ${root.acceptorName}`,
        metadata: {
          cardId: card.id,
          txn: { ...purchaseOf(root, amountMinor!), rate: root.rate },
        },
      });
      await repo.updateAuthorization(tx, root.id, {
        settleStatus: settle,
        settledTransactionAmount: amountMinor!,
        settledBillingAmount: billing,
        entryId: entry.entryId,
        expiresAt: null,
      });
      return repo.insertAuthorization(tx, {
        ...child,
        recordType: 'cardSettlement',
        authCode: root.authCode,
        authStatus: 'approval',
        settleStatus: settle,
        responseCode: '00',
        transactionAmount: amountMinor!,
        billingAmount: billing,
        settledTransactionAmount: amountMinor!,
        settledBillingAmount: billing,
        entryId: entry.entryId,
      });
    }

    // refund
    if (!['settled', 'partialSettled', 'overpaymentSettled'].includes(root.settleStatus ?? ''))
      throw stateConflict(root, 'refund');
    const billing = billingOf(amountMinor!);
    const room = root.settledBillingAmount - root.refundedBillingAmount;
    if (billing > room)
      throw new AppError('AUTHORIZATION_AMOUNT_TOO_HIGH', {
        max: toDecimal(room, root.billingCurrency),
        currency: root.billingCurrency,
        what: 'refunded',
        whatZh: '退款',
      });
    const [funding, network] = [await fundingAccount(tx, card), await networkAccount(tx, card)];
    const entry = await postEntryTx(tx, {
      partnerId,
      type: TRANSACTION_TYPES.CARD_REFUND,
      idempotencyKey: `card-refund:${msg.networkMessageId}`,
      description: `Refund · card ****${card.panLast4} · ${root.acceptorName}`,
      metadata: {
        cardId: card.id,
        txn: purchaseOf(root, amountMinor!),
      },
      postings: [
        { accountId: network.id, amount: -billing },
        { accountId: funding.id, amount: billing },
      ],
    });
    await repo.updateAuthorization(tx, root.id, {
      refundedBillingAmount: root.refundedBillingAmount + billing,
    });
    return repo.insertAuthorization(tx, {
      ...child,
      recordType: 'consumptionRefund',
      authCode: root.authCode,
      authStatus: 'approval',
      responseCode: '00',
      transactionAmount: amountMinor!,
      billingAmount: billing,
      entryId: entry.entryId,
    });
  };

  /** What the one-statement approval needs: the message, and the ids, code and clock chosen here. */
  const fastMessage = (
    actor: Actor,
    msg: Extract<NetworkMessageRequest, { type: 'authorization' | 'verification' }>,
    hash: string,
    ctx: ChangeContext,
    epoch: string | null,
  ): repo.FastAuthorization | undefined => {
    const now = new Date();
    const purchase = msg.type === 'authorization';
    let amount = 0n;
    let exponent = 0;
    try {
      if (purchase) [amount, exponent] = [parseAmount(msg.amount, msg.currency), exponentOf(msg.currency)];
    } catch {
      return undefined; // refused below, after the card's look-up, as it always was
    }
    return {
      epoch,
      id: newId(),
      holdId: newId(),
      partnerId: actor.partnerId,
      userId: actor.userId,
      ip: ctx.ip,
      cardId: msg.cardId,
      networkMessageId: msg.networkMessageId,
      requestHash: hash,
      type: msg.type,
      amount,
      currency: purchase ? msg.currency : null,
      exponent,
      todayMonth: now.toISOString().slice(0, 7),
      day: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
      monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      authCode: authCode(),
      expiresAt: new Date(now.getTime() + AUTHORIZATION_HOLD_DAYS * 86_400_000),
      mcc: msg.mcc,
      acquirerId: msg.acquirerId,
      acceptorId: msg.acceptorId,
      acceptorName: msg.acceptorName,
      country: msg.country,
      holdType: TRANSACTION_TYPES.CARD_PURCHASE,
      // The hold's `txn` metadata, keys in the order holdFor writes them (the hold's request hash covers them).
      txnJson: JSON.stringify({
        counterpartyName: msg.acceptorName,
        country: msg.country,
        currency: purchase ? msg.currency : '',
        amount: purchase ? msg.amount : '',
      }),
    };
  };

  const joined = async (tx: Tx | Db, partnerId: string, id: string) =>
    foundOr(await repo.findJoined(tx as Tx, partnerId, id), 'AUTHORIZATION_NOT_FOUND');

  return {
    /**
     * One network message: the decision, recorded with its hold or posting. A replay of the same message id
     * answers the first decision; the same id with another message is a 409.
     * `access.kept`: the actor was kept from an earlier request of its session (see `epochChecked` routes). The
     * one-statement approval checks its access epoch first; anything else reads the actor again (`reread`,
     * which refuses as the route would) before it reads or writes.
     */
    async handle(
      actor: Actor,
      input: NetworkMessageRequest,
      ctx: ChangeContext,
      access: { kept: boolean; reread: () => Promise<Actor> } = { kept: false, reread: async () => actor },
    ) {
      const { dtoName: _d, language: _l, ...msg } = input;
      const hash = requestHash(msg);
      let kept = access.kept;
      if (msg.type === 'authorization' || msg.type === 'verification') {
        // The common case in one round trip; anything but a plain approval or a replay is decided below.
        const tryFast = async (epoch: string | null) => {
          const message = fastMessage(actor, msg, hash, ctx, epoch);
          try {
            return message && (await repo.authorizeBatched(db as unknown as Tx, message));
          } catch (err) {
            // The same message id decided at the same moment by another request: replayed below.
            if (!isUniqueViolation(err)) throw err;
            return undefined;
          }
        };
        let fast = await tryFast(kept ? actor.epoch : null);
        if (fast?.outcome === 'stale') {
          // Access changed since the actor was kept: read again (and refused, if it is gone), then decide.
          actor = await access.reread();
          kept = false;
          fast = await tryFast(null);
        }
        if (fast && fast.outcome !== 'stale') {
          const row = fast.joined.row;
          if (row.partnerId !== actor.partnerId || row.requestHash !== hash)
            throw new AppError('AUTHORIZATION_MESSAGE_MISMATCH');
          return toRecord(fast.joined, ctx.lang);
        }
      }
      if (kept) {
        actor = await access.reread();
        kept = false;
      }
      const replay = async () => {
        const existing = await repo.findByMessageId(db as unknown as Tx, msg.networkMessageId);
        if (!existing) return undefined;
        if (existing.partnerId !== actor.partnerId || existing.requestHash !== hash)
          throw new AppError('AUTHORIZATION_MESSAGE_MISMATCH');
        return existing;
      };
      let row = await replay();
      if (!row) {
        try {
          row = await inTransaction(db, async (tx) => {
            const decided = await decide(tx, actor.partnerId, msg as NetworkMessageRequest, hash);
            await writeAudit(tx, {
              ...audit(actor, ctx, decided.id),
              action: `network.${msg.type}`,
              after: { recordNo: decided.recordNo, responseCode: decided.responseCode },
            });
            return decided;
          });
        } catch (err) {
          // The same message id decided at the same moment by another request: answer that decision.
          if (!isUniqueViolation(err)) throw err;
          row = await replay();
          if (!row) throw err;
        }
      }
      return toRecord(await joined(db, actor.partnerId, row.id), ctx.lang);
    },

    async page(actor: Actor, input: AuthorizationPageRequest, lang: WireLanguage) {
      const { page, size, ...filter } = input;
      const { records, total } = await repo.pageAuthorizations(
        db as unknown as Tx,
        actor.partnerId,
        filter,
        page,
        size,
      );
      return { records: records.map((r) => toRecord(r, lang)), total, page, size };
    },

    async get(actor: Actor, id: string, lang: WireLanguage): Promise<AuthorizationDetail> {
      const row = await joined(db, actor.partnerId, id);
      const rootId = row.row.originalId ?? row.row.id;
      const steps = await repo.lifecycle(db as unknown as Tx, actor.partnerId, rootId);
      return { ...toRecord(row, lang), lifecycle: steps.map((s) => toRecord(s, lang)) };
    },

    /** The job: approvals not cleared within the window are voided (record type: authorization expired). */
    async expireDue(now = new Date()) {
      let expired = 0;
      for (;;) {
        const due = await repo.expiredOpen(db as unknown as Tx, now);
        if (!due.length) return expired;
        for (const { id, partnerId } of due)
          await inTransaction(db, async (tx) => {
            const peek = await repo.findAuthorization(tx, partnerId, id);
            if (!peek) return;
            await lockedCard(tx, partnerId, peek.cardId);
            const root = (await repo.findAuthorization(tx, partnerId, id, true))!;
            if (root.settleStatus !== 'unsettled') return;
            await voidHoldTx(tx, partnerId, root.holdId!);
            await repo.updateAuthorization(tx, root.id, {
              settleStatus: 'reversed',
              holdId: null,
              expiresAt: null,
            });
            await repo.insertAuthorization(tx, {
              id: newId(),
              partnerId,
              cardId: root.cardId,
              networkMessageId: `expiry:${root.id}`,
              requestHash: '',
              messageType: 'reversal',
              recordType: 'authorizationExpired',
              originalId: root.id,
              authCode: root.authCode,
              authStatus: 'reversal',
              responseCode: '00',
              transactionAmount: root.transactionAmount,
              billingAmount: root.billingAmount,
              ...inheritedFrom(root),
            });
            expired++;
          });
      }
    },
  };
};
export type CardAuthorizationService = ReturnType<typeof createCardAuthorizationService>;

/** The record type's label, for exports and logs. */
export const recordTypeLabel = (t: keyof typeof authRecordTypeText, lang: WireLanguage) =>
  authRecordTypeText[t][lang];
