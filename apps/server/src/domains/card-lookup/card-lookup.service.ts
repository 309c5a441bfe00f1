import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CARD_LOOKUP_PENDING,
  CARD_LOOKUP_TRANSACTIONS,
  type CardLookupBalance,
  type CardLookupToken,
} from '@remit/contract/card-lookup';
import { expiryText, maskPan, type CardStatus } from '@remit/contract/card';
import { toDecimal } from '@remit/contract/money';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, foundOr } from '../../platform/errors';
import * as cardRepo from '../card/card.repository';
import type { CardVault } from '../card/card.vault';
import * as repo from './card-lookup.repository';

export type CardLookupSettings = {
  tokenMinutes: number;
  maxFailures: number;
  lockMinutes: number;
  /** Card tokens one card may be given per token lifetime (the per-card rate limit). */
  tokensPerCard: number;
};

export type CardLookupDeps = {
  db: Db;
  vault: CardVault;
  /** The server's secret key: card tokens are hashed under a key derived from it for this purpose only. */
  secretKey: () => Buffer;
  settings: CardLookupSettings;
  now?: () => Date;
};

/** A PAN no card has, for the work done when the typed PAN matches no card (same timing either way). */
const DUMMY = { pan: '4000000000000002', month: 1, year: 2000 };

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a.padEnd(8, '\0'));
  const y = Buffer.from(b.padEnd(8, '\0'));
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The public single-card balance lookup. A card token is proof of the PAN, expiry and CVV2 for 15 minutes;
 * only its keyed hash is stored. Wrong tries count per PAN fingerprint, for any PAN typed: five lock that
 * PAN's lookup for 30 minutes, and while locked even the right details are refused ("try later"), so the lock
 * cannot be used to tell a right guess from a wrong one. A wrong PAN, expiry or CVV2 and a PAN no card has get
 * one answer after the same work.
 */
export const createCardLookupService = ({
  db,
  vault,
  secretKey,
  settings,
  now = () => new Date(),
}: CardLookupDeps) => {
  let tokenKey: Buffer | undefined;
  const hashToken = (token: string) => {
    tokenKey ??= Buffer.from(
      hkdfSync('sha256', secretKey(), Buffer.alloc(0), 'remit card lookup token v1', 32),
    );
    return createHmac('sha256', tokenKey).update(token).digest('hex');
  };

  const lockedAnswer = () => new AppError('CARD_LOOKUP_LOCKED', { minutes: settings.lockMinutes });

  return {
    async issueToken(
      input: { pan: string; expiry: string; cvv2: string },
      ctx: { ip: string },
    ): Promise<CardLookupToken> {
      const at = now();
      const fingerprint = vault.fingerprint(input.pan);
      const attempts = await repo.findAttempts(db, fingerprint);
      if (attempts?.lockedUntil && attempts.lockedUntil > at) throw lockedAnswer();

      const card = await repo.findCardByFingerprint(db, fingerprint);
      const [mm, yy] = input.expiry.split('/') as [string, string];
      // The same derivation and comparisons whether or not a card has this PAN.
      const subject = card ? { pan: input.pan, month: card.expiryMonth, year: card.expiryYear } : DUMMY;
      const expected = vault.cvv2(subject.pan, subject.month, subject.year);
      const cvvOk = sameText(expected, input.cvv2);
      const expiryOk = sameText(expiryText(subject.month, subject.year), `${mm}/${yy}`);
      if (!card || !cvvOk || !expiryOk) {
        const windowStart = new Date(at.getTime() - settings.lockMinutes * 60_000);
        const lockUntil = new Date(at.getTime() + settings.lockMinutes * 60_000);
        await repo.countFailure(db, fingerprint, at, windowStart, settings.maxFailures, lockUntil);
        throw new AppError('CARD_LOOKUP_FAILED');
      }

      const since = new Date(at.getTime() - settings.tokenMinutes * 60_000);
      if ((await repo.tokensIssuedSince(db, card.id, since)) >= settings.tokensPerCard)
        throw new AppError('RATE_LIMITED');

      const cardToken = `clk_${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(at.getTime() + settings.tokenMinutes * 60_000);
      await db.transaction(async (tx) => {
        if (attempts) await repo.clearAttempts(tx, fingerprint);
        await repo.deleteExpiredTokens(tx, at);
        await repo.insertToken(tx, {
          tokenHash: hashToken(cardToken),
          cardId: card.id,
          expiresAt,
          ip: ctx.ip,
        });
        await writeAudit(tx, {
          partnerId: card.partnerId,
          userId: null,
          subject: 'card',
          subjectId: card.id,
          action: 'lookup',
          after: { last4: card.panLast4 },
          ip: ctx.ip,
        });
      });
      return { cardToken, expiresAt: expiresAt.toISOString() };
    },

    /** The card a live card token stands for, or CARD_TOKEN_INVALID (401). */
    async cardOf(token: string | undefined) {
      if (!token || token.length > 128 || !token.startsWith('clk_')) throw new AppError('CARD_TOKEN_INVALID');
      const row = foundOr(await repo.findLiveToken(db, hashToken(token), now()), 'CARD_TOKEN_INVALID');
      const card = foundOr(await repo.findCardById(db, row.cardId), 'CARD_TOKEN_INVALID');
      return card;
    },

    async balance(card: cardRepo.CardRow): Promise<CardLookupBalance> {
      const own = card.funding === 'topUp';
      const account = own
        ? await cardRepo.findAccount(db, card.partnerId, 'card', card.id, card.currency)
        : await cardRepo.findAccount(db, card.partnerId, 'merchant', card.merchantId, card.currency);
      // Holds first: with them the list explains the available balance (balance less what is on hold).
      const transactions = account
        ? [
            ...(await repo.latestTransactions(db, account.id, card.id, own, true, CARD_LOOKUP_PENDING)),
            ...(await repo.latestTransactions(db, account.id, card.id, own, false, CARD_LOOKUP_TRANSACTIONS)),
          ]
        : [];
      const [balance, onHold] = [account?.balance ?? 0n, account?.onHold ?? 0n];
      return {
        maskedPan: maskPan(card.bin, card.panLast4),
        status: card.status as CardStatus,
        currency: card.currency,
        balance: toDecimal(balance, card.currency),
        onHold: toDecimal(onHold, card.currency),
        available: toDecimal(balance - onHold, card.currency),
        expiry: expiryText(card.expiryMonth, card.expiryYear),
        transactions: transactions.map((r) => ({
          id: r.id,
          time: r.ts,
          type: r.type,
          amount: toDecimal(BigInt(r.amount), card.currency),
          status: r.status,
          description: r.description,
          merchantName: r.merchantName,
        })),
      };
    },
  };
};
export type CardLookupService = ReturnType<typeof createCardLookupService>;
