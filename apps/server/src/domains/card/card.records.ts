import { merchantName } from '@remit/contract/merchant';
import {
  cardActionText,
  cardStatusText,
  expiryText,
  maskPan,
  type ApplyRecord,
  type CardEvent,
  type CardLimitKind,
  type CardLimitLine,
  type CardLimitValues,
  type CardProduct,
  type CardRecord,
  type CardStatus,
} from '@remit/contract/card';
import { exponentOf, toDecimal } from '@remit/contract/money';
import type * as repo from './card.repository';

const nameOf = merchantName;

export const toCardRecord = (row: repo.CardJoined): CardRecord => {
  const c = row.card;
  return {
    id: c.id,
    cardToken: c.cardToken,
    partnerId: c.partnerId,
    merchantId: c.merchantId,
    merchantNo: row.merchantNo,
    merchantName: nameOf(row),
    productId: c.productId,
    productName: row.productName,
    scheme: c.scheme as CardRecord['scheme'],
    bin: c.bin,
    last4: c.panLast4,
    maskedPan: maskPan(c.bin, c.panLast4),
    model: c.model as CardRecord['model'],
    cardType: c.cardType as CardRecord['cardType'],
    funding: c.funding as CardRecord['funding'],
    currency: c.currency,
    cardholderName: c.cardholderName,
    status: c.status as CardStatus,
    expiryMonth: c.expiryMonth,
    expiryYear: c.expiryYear,
    expiry: expiryText(c.expiryMonth, c.expiryYear),
    activatedAt: c.activatedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
};

export const toApplyRecord = (row: repo.ApplyJoined): ApplyRecord => {
  const a = row.apply;
  return {
    id: a.id,
    merchantId: a.merchantId,
    merchantNo: row.merchantNo,
    merchantName: nameOf(row),
    productId: a.productId,
    productName: row.productName,
    model: a.model as ApplyRecord['model'],
    cardType: a.cardType as ApplyRecord['cardType'],
    funding: a.funding as ApplyRecord['funding'],
    currency: a.currency,
    status: a.status as ApplyRecord['status'],
    reason: a.reason,
    cardId: a.cardId,
    batchLine: a.batchLine,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
};

export const toEvent = (e: repo.CardEventRow): CardEvent => ({
  id: e.id,
  action: e.action,
  fromStatus: (e.fromStatus as CardStatus | null) ?? null,
  toStatus: (e.toStatus as CardStatus | null) ?? null,
  reason: e.reason,
  channel: e.channel as CardEvent['channel'],
  actorName: e.actorName,
  at: e.at.toISOString(),
});

/** Whole units of a product's default → minor units of the billing currency. */
export const unitsToMinor = (units: bigint, currency: string) => units * 10n ** BigInt(exponentOf(currency));

/** A product's default limits in a billing currency: amounts in minor units, the count as is. */
export const defaultLimitsMinor = (p: repo.ProductRow, currency: string) => ({
  total: unitsToMinor(p.defaultTotalUnits, currency),
  single: unitsToMinor(p.defaultSingleUnits, currency),
  daily: unitsToMinor(p.defaultDailyUnits, currency),
  monthly: unitsToMinor(p.defaultMonthlyUnits, currency),
  dailyCount: p.defaultDailyCount,
});

/** The defaults as decimal strings (what the contract's limit rule compares against). */
export const defaultLimitValues = (p: repo.ProductRow, currency: string): CardLimitValues => {
  const d = defaultLimitsMinor(p, currency);
  return {
    total: toDecimal(d.total, currency),
    single: toDecimal(d.single, currency),
    daily: toDecimal(d.daily, currency),
    monthly: toDecimal(d.monthly, currency),
    dailyCount: d.dailyCount,
  };
};

export const toProduct = (p: repo.ProductRow): CardProduct => ({
  id: p.id,
  name: p.name,
  scheme: p.scheme as CardProduct['scheme'],
  bin: p.bin,
  models: p.models,
  cardTypes: p.cardTypes,
  defaultLimits: {
    total: p.defaultTotalUnits.toString(),
    single: p.defaultSingleUnits.toString(),
    daily: p.defaultDailyUnits.toString(),
    monthly: p.defaultMonthlyUnits.toString(),
    dailyCount: p.defaultDailyCount,
  },
});

/** What has been used of each limit (card authorizations feed it; nothing is used before there are any). */
export type LimitUsage = Record<CardLimitKind, bigint>;
export const NO_USAGE: LimitUsage = { total: 0n, single: 0n, daily: 0n, monthly: 0n, dailyCount: 0n };

/** Card Details' meters: each limit in force, whether it is the default, used and remaining. */
export const limitLines = (
  card: repo.CardRow,
  product: repo.ProductRow,
  used: LimitUsage = NO_USAGE,
): CardLimitLine[] => {
  const d = defaultLimitsMinor(product, card.currency);
  const set: Record<CardLimitKind, bigint | null> = {
    total: card.limitTotal,
    single: card.limitSingle,
    daily: card.limitDaily,
    monthly: card.limitMonthly,
    dailyCount: card.limitDailyCount === null ? null : BigInt(card.limitDailyCount),
  };
  const defaults: Record<CardLimitKind, bigint> = { ...d, dailyCount: BigInt(d.dailyCount) };
  const show = (k: CardLimitKind, v: bigint) =>
    k === 'dailyCount' ? v.toString() : toDecimal(v, card.currency);
  return (['total', 'single', 'daily', 'monthly', 'dailyCount'] as const).map((kind) => {
    const limit = set[kind] ?? defaults[kind];
    const usedNow = kind === 'single' ? 0n : used[kind];
    const remaining = limit > usedNow ? limit - usedNow : 0n;
    return {
      kind,
      limit: show(kind, limit),
      defaultLimit: show(kind, defaults[kind]),
      isDefault: set[kind] === null,
      used: show(kind, usedNow),
      remaining: show(kind, remaining),
    };
  });
};

/** The status conflict's parameters in both languages. */
export const statusParams = (status: CardStatus, action: keyof typeof cardActionText) => ({
  status: cardStatusText[status].en,
  statusZh: cardStatusText[status].zh_CN,
  action: cardActionText[action].en,
  actionZh: cardActionText[action].zh_CN,
});
