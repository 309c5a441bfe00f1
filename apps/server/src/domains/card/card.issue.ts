import { merchantName } from '@remit/contract/merchant';
import {
  applyStatusText,
  cardModelText,
  embossName,
  cardTypeText,
  type ApplyRecord,
  type CardCreateRequest,
  type CardStatus,
} from '@remit/contract/card';
import { merchantStatusText, type MerchantStatus } from '@remit/contract/merchant';
import type { CardIssuer, IssuerNotification } from '../../adapters/card-issuer/card-issuer';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../ledger/ledger.tx';
import { ensureAccount } from '../../ledger/ledger.accounts';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as records from './card.records';
import * as repo from './card.repository';
import { cardEvent, SYSTEM } from './card.events';
import { newCardToken } from './card.service';
import type { CardVault } from './card.vault';

export type IssuingDeps = {
  db: Db;
  vault: CardVault;
  /** The card issuer (the sandbox by default), made after the service because it calls back into it. */
  issuer: () => CardIssuer;
  /** Billing currencies: the balance currencies. */
  balanceCurrencies: readonly string[];
};

/** An application as it is checked: the contract's parsed fields, without the gateway's. */
export type ApplyFields = Omit<CardCreateRequest, 'dtoName' | 'language'>;

const fullName = merchantName;

/** What the issuer's refusal of a closed merchant says. */
const MERCHANT_GONE = 'The merchant is no longer approved';

/**
 * Apply Card and the issuer's answers: `card/create` (and each row of a bulk apply) makes a Pending apply
 * record for an approved merchant and queues it with the issuer in the same transaction; the issuer's
 * answer issues the card (virtual → Normal, physical → Unactivated) or fails the record with a reason.
 */
export const createIssuingService = ({ db, vault, issuer, balanceCurrencies }: IssuingDeps) => {
  /** The checks an application must pass before it is recorded; throws the refusal. */
  const check = async (tx: Tx, partnerId: string, input: ApplyFields) => {
    const merchant = foundOr(await repo.findMerchant(tx, partnerId, input.merchantId), 'MERCHANT_NOT_FOUND');
    if (merchant.status === 'closed') throw new AppError('MERCHANT_CLOSED');
    if (merchant.status !== 'approved') {
      const s = merchant.status as MerchantStatus;
      throw new AppError('CARD_MERCHANT_NOT_APPROVED', {
        status: merchantStatusText[s].en,
        statusZh: merchantStatusText[s].zh_CN,
      });
    }
    const product = foundOr(await repo.findProduct(tx, input.productId), 'CARD_PRODUCT_NOT_FOUND');
    if (!product.models.includes(input.model))
      throw new AppError('CARD_PRODUCT_MISMATCH', {
        product: product.name,
        what: cardModelText[input.model].en,
        whatZh: cardModelText[input.model].zh_CN,
      });
    if (!product.cardTypes.includes(input.cardType))
      throw new AppError('CARD_PRODUCT_MISMATCH', {
        product: product.name,
        what: cardTypeText[input.cardType].en,
        whatZh: cardTypeText[input.cardType].zh_CN,
      });
    if (!balanceCurrencies.includes(input.currency))
      throw new AppError('CARD_CURRENCY_NOT_OFFERED', { currency: input.currency });
    return { merchant, product };
  };

  /** Records applications and queues them with the issuer, in the caller's transaction. */
  const record = async (
    tx: Tx,
    actor: Actor,
    rows: { input: ApplyFields; product: repo.ProductRow; merchantName: string; line?: number }[],
    batchId: string | null,
    ctx: ChangeContext,
  ) => {
    const physical = (i: ApplyFields) => i.model === 'physical';
    const inserted = await repo.insertApplies(
      tx,
      rows.map(({ input, merchantName, line }) => ({
        id: newId(),
        partnerId: actor.partnerId,
        merchantId: input.merchantId,
        productId: input.productId,
        model: input.model,
        cardType: input.cardType,
        funding: input.funding,
        currency: input.currency,
        cardholderName: embossName(input.cardholderName || merchantName),
        shippingAddress: physical(input) ? input.shippingAddress : '',
        shippingCity: physical(input) ? input.shippingCity : '',
        shippingPostalCode: physical(input) ? input.shippingPostalCode : '',
        shippingCountry: physical(input) ? input.shippingCountry : '',
        status: 'pending',
        batchId,
        batchLine: line ?? null,
        createdBy: actor.userId,
      })),
    );
    for (const [i, a] of inserted.entries()) {
      const product = rows[i]!.product;
      await issuer().issue(
        {
          applyId: a.id,
          partnerId: a.partnerId,
          bin: product.bin,
          panLength: product.panLength,
          validityYears: product.validityYears,
          cardholderName: a.cardholderName,
        },
        { tx },
      );
    }
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      userId: actor.userId,
      subject: 'card-apply',
      subjectId: inserted.length === 1 ? inserted[0]!.id : batchId,
      action: batchId ? 'bulk-apply' : 'apply',
      after: { count: inserted.length, ids: inserted.map((a) => a.id).slice(0, 1000) },
      ip: ctx.ip,
    });
    return inserted;
  };

  return {
    check,

    /** `card/create`: one application. */
    async create(actor: Actor, input: ApplyFields, ctx: ChangeContext) {
      const id = await db.transaction(async (tx) => {
        const { merchant, product } = await check(tx, actor.partnerId, input);
        const [a] = await record(
          tx,
          actor,
          [{ input, product, merchantName: fullName(merchant) }],
          null,
          ctx,
        );
        return a!.id;
      });
      return records.toApplyRecord((await repo.findApplyJoined(db, actor.partnerId, id))!);
    },

    /** A bulk apply's valid rows, all in one transaction: either every one is recorded or none. */
    async createMany(actor: Actor, rows: { input: ApplyFields; line: number }[], ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        const checked = [];
        for (const r of rows) {
          const { merchant, product } = await check(tx, actor.partnerId, r.input);
          checked.push({ input: r.input, product, merchantName: fullName(merchant), line: r.line });
        }
        return (await record(tx, actor, checked, newId(), ctx)).map((a) => a.id);
      });
    },

    /** `card/delete`: dismisses a failed apply record. */
    async remove(actor: Actor, id: string, ctx: ChangeContext) {
      await db.transaction(async (tx) => {
        const a = await repo.findApply(tx, id, true);
        if (!a || a.partnerId !== actor.partnerId) throw new AppError('CARD_APPLY_NOT_FOUND');
        if (a.status !== 'failed')
          throw new AppError('CARD_APPLY_NOT_FAILED', {
            status: applyStatusText[a.status as ApplyRecord['status']].en,
            statusZh: applyStatusText[a.status as ApplyRecord['status']].zh_CN,
          });
        await repo.deleteApply(tx, actor.partnerId, id);
        await writeAudit(tx, {
          ...auditFrom('card-apply')(actor, ctx, id),
          action: 'delete',
          before: { status: a.status, reason: a.reason },
        });
      });
    },

    /** The issuer took the application: Pending → Processing (false when it is not pending any more). */
    async onIssuerStart(applyId: string) {
      return db.transaction(async (tx) => {
        const a = await repo.findApply(tx, applyId, true);
        if (!a || (a.status !== 'pending' && a.status !== 'processing')) return false;
        if (a.status === 'pending') await repo.updateApply(tx, a.id, { status: 'processing' });
        return true;
      });
    },

    /**
     * The issuer's answer. Idempotent: an application already answered is left alone. A PAN whose fingerprint
     * is already taken throws (unique index), so the issuer tries another; the merchant is checked again,
     * since it may have closed while the issuer worked.
     */
    async onIssuerNotification(n: IssuerNotification) {
      try {
        await db.transaction(async (tx) => {
          const a = await repo.findApply(tx, n.applyId, true);
          if (!a || a.status === 'success' || a.status === 'failed') return;
          const merchant = await repo.findMerchant(tx, a.partnerId, a.merchantId);
          if (n.outcome === 'failed' || merchant?.status !== 'approved') {
            await repo.updateApply(tx, a.id, {
              status: 'failed',
              reason: n.outcome === 'failed' ? n.reason : MERCHANT_GONE,
            });
            return;
          }
          const product = (await repo.findProduct(tx, a.productId))!;
          const status: CardStatus = a.model === 'virtual' ? 'normal' : 'unactivated';
          const card = await repo.insertCard(tx, {
            id: newId(),
            partnerId: a.partnerId,
            merchantId: a.merchantId,
            productId: a.productId,
            applyId: a.id,
            cardToken: newCardToken(),
            scheme: product.scheme,
            bin: product.bin,
            panLast4: n.pan.slice(-4),
            panFingerprint: vault.fingerprint(n.pan),
            ...vault.sealPan(n.pan),
            expiryMonth: n.expiryMonth,
            expiryYear: n.expiryYear,
            status,
            model: a.model,
            cardType: a.cardType,
            funding: a.funding,
            currency: a.currency,
            cardholderName: a.cardholderName,
            shippingAddress: a.shippingAddress,
            shippingCity: a.shippingCity,
            shippingPostalCode: a.shippingPostalCode,
            shippingCountry: a.shippingCountry,
            activatedAt: status === 'normal' ? new Date() : null,
          });
          if (a.funding === 'topUp')
            await ensureAccount(tx, {
              partnerId: a.partnerId,
              kind: 'card',
              ownerId: card.id,
              currency: a.currency,
            });
          await repo.updateApply(tx, a.id, { status: 'success', reason: '', cardId: card.id });
          await cardEvent(tx, SYSTEM, card, 'issue', null, status);
          await writeAudit(tx, {
            partnerId: a.partnerId,
            userId: null,
            subject: 'card',
            subjectId: card.id,
            action: 'issue',
            after: { applyId: a.id, bin: card.bin, last4: card.panLast4, status },
          });
        });
      } catch (err) {
        // Say which: a taken PAN is the issuer's to retry, anything else is a real failure.
        if (isUniqueViolation(err)) throw new Error('PAN already issued; the issuer tries another');
        throw err;
      }
    },
  };
};
export type IssuingService = ReturnType<typeof createIssuingService>;
