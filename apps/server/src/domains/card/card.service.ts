import { randomBytes } from 'node:crypto';
import {
  cardActionsFrom,
  cardLimitText,
  limitProblems,
  nextCardStatus,
  SENSITIVE_VIEW_SECONDS,
  expiryText,
  type CardBalance,
  type CardCallData,
  type CardCallRequest,
  type CardDetail,
  type CardListRequest,
  type CardPageRequest,
  type CardRevealRequest,
  type CardSensitiveData,
  type CardSensitiveGrant,
  type CardSensitiveRequest,
  type CardStateAction,
  type CardStatus,
  type CardUpdateRequest,
} from '@remit/contract/card';
import { exponentOf, toDecimal, toMinor } from '@remit/contract/money';
import type { Db, Tx } from '../../db/client';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newToken, sha256 } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { isEnabled as twoFactorEnabled } from '../auth/two-factor.repository';
import { limitUsage } from '../card-authorization/card-authorization.repository';
import { moveCardMoney, returnCardBalance } from './card.money';
import * as records from './card.records';
import { cardEvent, personOf, SYSTEM, type CardActor } from './card.events';
import * as repo from './card.repository';
import type { CardVault } from './card.vault';

/** The `card/call` actions on a card's secrets and its cardholder mail (card.secrets.ts). */
export type SecretAction = Extract<
  CardCallRequest,
  { action: 'setPin' | 'setAcsPassword' | 'sendResetCode' | 'resetPin' | 'resetAcsPassword' | 'sendInfo' }
>;
const SECRET_ACTIONS: ReadonlySet<string> = new Set<SecretAction['action']>([
  'setPin',
  'setAcsPassword',
  'sendResetCode',
  'resetPin',
  'resetAcsPassword',
  'sendInfo',
]);
export type SecretHandler = (
  tx: Tx,
  actor: Actor,
  card: repo.CardRow,
  input: SecretAction,
  ctx: ChangeContext,
) => Promise<'done' | 'refused'>;

export type CardsDeps = {
  db: Db;
  vault: CardVault;
  /** The secret actions and cardholder mail; absent, they answer as not available. */
  secrets?: SecretHandler;
  /**
   * The prompts for the user's password and second-factor code (the auth domain's, which count wrong answers
   * toward the sign-in lockout); absent, the sensitive view is not available.
   */
  prompts?: Prompts;
};

/** A prompt throws the given error for a wrong answer, or ACCOUNT_LOCKED once wrong answers locked the account. */
export type Prompts = {
  password: (actor: Actor, password: string, ctx: ChangeContext) => Promise<void>;
  code: (actor: Actor, code: string, ctx: ChangeContext) => Promise<void>;
};

export const newCardToken = () => `ct_${randomBytes(16).toString('base64url')}`;

export const audit = auditFrom('card');

/**
 * Moves a locked card through the state machine (spec §4), with its history step; a forbidden move is a
 * 409 naming the current state. Revoke goes on to Closed at once when nothing is left to return.
 */
export const changeStatus = async (
  tx: Tx,
  who: CardActor,
  card: repo.CardRow,
  action: CardStateAction,
  reason = '',
) => {
  const from = card.status as CardStatus;
  const to = nextCardStatus(from, action);
  if (!to) throw new AppError('CARD_STATUS_CONFLICT', records.statusParams(from, action));
  let row = await repo.updateCard(tx, card.id, {
    status: to,
    ...(action === 'activate' ? { activatedAt: new Date() } : {}),
  });
  await cardEvent(tx, who, row, action, from, to, reason);
  if (to === 'closing') {
    // A top-up card's remaining balance goes back to its merchant account first; then it is Closed.
    const returned = card.funding === 'topUp' ? await returnCardBalance(tx, row) : { done: true, amount: 0n };
    if (returned.done) {
      row = await repo.updateCard(tx, card.id, { status: 'closed', closedAt: new Date() });
      await cardEvent(tx, SYSTEM, row, 'close', 'closing', 'closed', '', {
        returned: toDecimal(returned.amount, row.currency),
      });
    }
  }
  return row;
};

const limitParams = (kinds: string[]) => ({
  limits: kinds.map((k) => cardLimitText[k as keyof typeof cardLimitText].en).join(', '),
  limitsZh: kinds.map((k) => cardLimitText[k as keyof typeof cardLimitText].zh_CN).join('、'),
});

/**
 * Cards (spec §3–§5): lists, Card Details, the sensitive view, limits, state actions and a top-up card's
 * money. Every change is one transaction with its history step and audit entry.
 */
export const createCardsService = ({ db, vault, prompts, secrets }: CardsDeps) => {
  const joined = async (tx: Tx, partnerId: string, id: string) =>
    foundOr(await repo.findCardJoined(tx, partnerId, id), 'CARD_NOT_FOUND');

  const balanceOf = async (tx: Tx, row: repo.CardJoined): Promise<CardBalance> => {
    const c = row.card;
    const account =
      c.funding === 'topUp'
        ? await repo.findAccount(tx, c.partnerId, 'card', c.id, c.currency)
        : await repo.findAccount(tx, c.partnerId, 'merchant', c.merchantId, c.currency);
    return toBalance(row, account ?? null);
  };
  const toBalance = (
    row: repo.CardJoined,
    account: { id: string; balance: bigint; onHold: bigint } | null,
  ): CardBalance => {
    const r = records.toCardRecord(row);
    return {
      cardId: r.id,
      maskedPan: r.maskedPan,
      last4: r.last4,
      merchantId: r.merchantId,
      merchantNo: r.merchantNo,
      merchantName: r.merchantName,
      funding: r.funding,
      status: r.status,
      currency: r.currency,
      accountId: account?.id ?? null,
      balance: toDecimal(account?.balance ?? 0n, r.currency),
      available: toDecimal((account?.balance ?? 0n) - (account?.onHold ?? 0n), r.currency),
    };
  };

  const toCallData = async (tx: Tx, actor: Actor, id: string, entryId: string | null = null) => ({
    ...records.toCardRecord(await joined(tx, actor.partnerId, id)),
    entryId,
  });

  return {
    async page(actor: Actor, input: CardPageRequest) {
      const { page, size, view, ...f } = input;
      if (view === 'applyRecords') {
        const { records: rows, total } = await repo.pageApplies(db, actor.partnerId, f, page, size);
        return { records: rows.map(records.toApplyRecord), total, page, size };
      }
      const { records: rows, total } = await repo.pageCards(db, actor.partnerId, f, page, size);
      return { records: rows.map(records.toCardRecord), total, page, size };
    },

    /** Card Balances. */
    async list(actor: Actor, input: CardListRequest) {
      const { page, size, view, ...f } = input;
      if (view === 'products') {
        const products = (await repo.listProducts(db)).map(records.toProduct);
        return { records: products, total: products.length, page: 1, size };
      }
      const { records: rows, total } = await repo.pageBalances(db, actor.partnerId, f, page, size);
      return {
        records: rows.map((r) =>
          toBalance(r, r.accountId ? { id: r.accountId, balance: r.balance!, onHold: r.onHold! } : null),
        ),
        total,
        page,
        size,
      };
    },

    async get(actor: Actor, id: string): Promise<CardDetail> {
      const row = await joined(db, actor.partnerId, id);
      const c = row.card;
      const [product, events, balance, products, used] = await Promise.all([
        repo.findProduct(db, c.productId),
        repo.listEvents(db, c.id),
        balanceOf(db, row),
        repo.listProducts(db),
        limitUsage(db, c.id),
      ]);
      return {
        ...records.toCardRecord(row),
        limits: records.limitLines(c, product!, { ...used, single: 0n }),
        balance,
        history: events.map(records.toEvent),
        actions: cardActionsFrom(c.status as CardStatus),
        hasPin: c.pinHash !== null,
        hasAcsPassword: c.acsPasswordHash !== null,
        shippingAddress: c.shippingAddress,
        shippingCity: c.shippingCity,
        shippingPostalCode: c.shippingPostalCode,
        shippingCountry: c.shippingCountry,
        products: products.map(records.toProduct),
      };
    },

    /**
     * View sensitive info, step one: the user's password (and second factor) again, each wrong answer counting
     * toward the sign-in lockout (`prompts`); audited either way. A right answer makes a one-time grant for this
     * session and card that lives SENSITIVE_VIEW_SECONDS; only its hash is kept.
     */
    async sensitive(
      actor: Actor,
      input: CardSensitiveRequest,
      ctx: ChangeContext,
    ): Promise<CardSensitiveGrant> {
      const card = foundOr(await repo.findCard(db, actor.partnerId, input.id), 'CARD_NOT_FOUND');
      if (card.status === 'closed')
        throw new AppError('CARD_STATUS_CONFLICT', records.statusParams('closed', 'issue'));
      if (!prompts) throw new AppError('FORBIDDEN');
      const denied = (why: string) => async (err: unknown) => {
        await writeAudit(db, {
          ...audit(actor, ctx, card.id),
          action: 'view-sensitive.denied',
          after: { why },
        });
        throw err;
      };
      await prompts.password(actor, input.password, ctx).catch(denied('password'));
      if (await twoFactorEnabled(db, actor.userId)) {
        if (!input.code) throw new AppError('CARD_SECOND_FACTOR_REQUIRED');
        await prompts.code(actor, input.code, ctx).catch(denied('second factor'));
      }
      const grant = newToken();
      const expiresAt = new Date(Date.now() + SENSITIVE_VIEW_SECONDS * 1000);
      await db.transaction(async (tx) => {
        await repo.insertSensitiveGrant(tx, {
          tokenHash: sha256(grant),
          partnerId: actor.partnerId,
          userId: actor.userId,
          cardId: card.id,
          sessionHash: actor.tokenHash,
          expiresAt,
        });
        await writeAudit(tx, { ...audit(actor, ctx, card.id), action: 'view-sensitive.granted' });
      });
      return {
        id: card.id,
        grant,
        expiresAt: expiresAt.toISOString(),
        visibleSeconds: SENSITIVE_VIEW_SECONDS,
      };
    },

    /**
     * View sensitive info, step two: the PAN, expiry and CVV2 for a grant, once, while it lives, from the session
     * and for the card it was made for; shown for what is left of its life. The answer is never logged (the
     * logger records no bodies).
     */
    async reveal(actor: Actor, input: CardRevealRequest, ctx: ChangeContext): Promise<CardSensitiveData> {
      const card = foundOr(await repo.findCard(db, actor.partnerId, input.id), 'CARD_NOT_FOUND');
      const now = new Date();
      const spent = await db.transaction(async (tx) => {
        const grant = await repo.spendSensitiveGrant(tx, {
          tokenHash: sha256(input.grant),
          partnerId: actor.partnerId,
          cardId: card.id,
          sessionHash: actor.tokenHash,
          now,
        });
        if (grant)
          await writeAudit(tx, {
            ...audit(actor, ctx, card.id),
            action: 'view-sensitive',
            after: { last4: card.panLast4 },
          });
        return grant;
      });
      if (!spent) throw new AppError('CARD_GRANT_INVALID');
      const pan = vault.openPan(card.panEncrypted, card.keyId);
      return {
        id: card.id,
        pan,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        expiry: expiryText(card.expiryMonth, card.expiryYear),
        cvv2: vault.cvv2(pan, card.expiryMonth, card.expiryYear),
        visibleSeconds: Math.max(1, Math.floor((spent.expiresAt.getTime() - now.getTime()) / 1000)),
      };
    },

    /** Lowers limits (spec §5): never above the product's default; null puts the default back. */
    async update(actor: Actor, input: CardUpdateRequest, ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        const card = foundOr(await repo.findCard(tx, actor.partnerId, input.id, true), 'CARD_NOT_FOUND');
        if (card.status === 'closed' || card.status === 'closing')
          throw new AppError('CARD_STATUS_CONFLICT', records.statusParams(card.status, 'issue'));
        const product = (await repo.findProduct(tx, card.productId))!;
        const defaults = records.defaultLimitValues(product, card.currency);
        const { raised, order } = limitProblems(input.limits, defaults);
        if (raised.length) throw new AppError('CARD_LIMIT_RAISED', limitParams(raised));
        const [bad] = order;
        if (bad)
          throw new AppError('CARD_LIMIT_ORDER', {
            lower: cardLimitText[bad[0]].en,
            higher: cardLimitText[bad[1]].en,
            lowerZh: cardLimitText[bad[0]].zh_CN,
            higherZh: cardLimitText[bad[1]].zh_CN,
          });
        const minor = (v: string | null | undefined, current: bigint | null) => {
          if (v === undefined) return current;
          if (v === null) return null;
          try {
            return toMinor(v, card.currency);
          } catch {
            throw new AppError('AMOUNT_TOO_MANY_DECIMALS', {
              currency: card.currency,
              decimals: exponentOf(card.currency),
            });
          }
        };
        const l = input.limits;
        const values = {
          limitTotal: minor(l.total, card.limitTotal),
          limitSingle: minor(l.single, card.limitSingle),
          limitDaily: minor(l.daily, card.limitDaily),
          limitMonthly: minor(l.monthly, card.limitMonthly),
          limitDailyCount: l.dailyCount === undefined ? card.limitDailyCount : l.dailyCount,
        };
        const row = await repo.updateCard(tx, card.id, values);
        const shown = records.limitLines(row, product).map((x) => [x.kind, x.isDefault ? null : x.limit]);
        await cardEvent(tx, personOf(actor), row, 'limits', null, null, '', Object.fromEntries(shown));
        await writeAudit(tx, {
          ...audit(actor, ctx, card.id),
          action: 'limits',
          before: Object.fromEntries(records.limitLines(card, product).map((x) => [x.kind, x.limit])),
          after: Object.fromEntries(records.limitLines(row, product).map((x) => [x.kind, x.limit])),
        });
        return records.toCardRecord(await joined(tx, actor.partnerId, card.id));
      });
    },

    /** `card/call`: a state action, a new PIN, or a top-up card's top up and withdraw. */
    async call(actor: Actor, input: CardCallRequest, ctx: ChangeContext): Promise<CardCallData> {
      if (input.action === 'topUp' || input.action === 'withdraw')
        return db.transaction(async (tx) => {
          const card = foundOr(await repo.findCard(tx, actor.partnerId, input.id, true), 'CARD_NOT_FOUND');
          const { entryId } = await moveCardMoney(tx, personOf(actor), card, input, ctx, actor);
          return toCallData(tx, actor, card.id, entryId);
        });
      if (SECRET_ACTIONS.has(input.action)) {
        const secretChange = input as SecretAction;
        // A refused reset code still counts its try: the transaction commits, then the refusal is thrown.
        const answer = await db.transaction(async (tx) => {
          const card = foundOr(
            await repo.findCard(tx, actor.partnerId, secretChange.id, true),
            'CARD_NOT_FOUND',
          );
          if (card.status === 'closing' || card.status === 'closed')
            throw new AppError(
              'CARD_STATUS_CONFLICT',
              records.statusParams(card.status, secretChange.action),
            );
          if (!secrets) throw new Error('card secrets are not configured');
          if ((await secrets(tx, actor, card, secretChange, ctx)) === 'refused') return null;
          return toCallData(tx, actor, card.id);
        });
        if (!answer) throw new AppError('CARD_RESET_CODE_INVALID');
        return answer;
      }
      // Narrowed here, where the closure below can keep it.
      const change = input as Exclude<CardCallRequest, { action: 'topUp' | 'withdraw' } | SecretAction>;
      return db.transaction(async (tx) => {
        const card = foundOr(await repo.findCard(tx, actor.partnerId, change.id, true), 'CARD_NOT_FOUND');
        const stateChange = change;
        if (stateChange.action === 'revoke' && stateChange.last4 !== card.panLast4)
          throw new AppError('CARD_LAST4_MISMATCH');
        const row = await changeStatus(tx, personOf(actor), card, stateChange.action, stateChange.reason);
        await writeAudit(tx, {
          ...audit(actor, ctx, card.id),
          action: stateChange.action,
          before: { status: card.status },
          after: { status: row.status, reason: stateChange.reason },
        });
        return toCallData(tx, actor, card.id);
      });
    },

    /** The daily job: Normal cards past their expiry month become Expired (system channel). */
    async expireDue(today = new Date().toISOString().slice(0, 10)) {
      const [y, m] = today.split('-').map(Number) as [number, number];
      let expired = 0;
      for (;;) {
        const due = await repo.cardsPastExpiry(db, y, m);
        if (!due.length) return expired;
        for (const c of due)
          await db.transaction(async (tx) => {
            const card = await repo.findCard(tx, c.partnerId, c.id, true);
            if (card?.status !== 'normal') return;
            await changeStatus(tx, SYSTEM, card, 'expire', 'Past the expiry date');
            expired++;
          });
      }
    },
  };
};
export type CardsService = ReturnType<typeof createCardsService>;
