import { z } from 'zod';
import { moneyDateRangeFields } from './account';
import { gatewayFields, idRequest, pageData, pageFields } from './gateway';
import { knownCurrencyCode, moneyString } from './money';
import { idempotencyKeyField } from './order';

/**
 * Collections (spec §3 Collection): money that arrived on a partner's virtual account. The bank's
 * notification credits the partner account as transaction type 101 Collection through the
 * bank-settlement account, once per bank reference. Trade documents (materials) are linked to it; how
 * much of it they cover is its documentation: none, partly or fully documented.
 */
export const DOCUMENTATION = ['none', 'partly', 'full'] as const;
export type Documentation = (typeof DOCUMENTATION)[number];

/** Spec §3 Material link amounts: linkable = amount − linked − linking (all minor units, never negative). */
export const linkableOf = (amount: bigint, linked: bigint, linking: bigint) => amount - linked - linking;

/** Confirmed links covering nothing, part or all of the amount. */
export const documentationOf = (amount: bigint, linked: bigint): Documentation =>
  linked <= 0n ? 'none' : linked >= amount ? 'full' : 'partly';

/**
 * What a collection's documentation reads as on screen and in files: `documentationOf`, except that a
 * collection whose links all still await the operator's confirmation is "awaiting confirmation", never
 * "not documented" (its links exist; only their confirmation is pending).
 */
export const DOCUMENTATION_STATES = ['none', 'pending', 'partly', 'full'] as const;
export type DocumentationState = (typeof DOCUMENTATION_STATES)[number];
export const documentationStateOf = (amount: bigint, linked: bigint, linking: bigint): DocumentationState =>
  linked <= 0n && linking > 0n ? 'pending' : documentationOf(amount, linked);

/** A part of the amount in whole percent, 0–100, rounded down. */
export const percentOf = (part: bigint, amount: bigint) =>
  amount > 0n ? Number(part * 100n >= amount * 100n ? 100n : (part * 100n) / amount) : 0;

export const collectionRecord = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  virtualAccountId: z.string(),
  vaAlias: z.string(),
  vaCountry: z.string(),
  /** What the payer sent: the transaction currency and amount (spec §3 account transaction). */
  currency: z.string(),
  amount: z.string(),
  /**
   * What the partner was credited: the virtual account's settlement currency (a balance currency) and the
   * amount converted at `rate` (units of it per one unit of `currency`; null when no conversion was needed).
   */
  creditCurrency: z.string(),
  creditAmount: z.string(),
  rate: z.string().nullable(),
  /** In confirmed links, in links awaiting confirmation, and what is left to link (spec §3). */
  linked: z.string(),
  linking: z.string(),
  linkable: z.string(),
  documentation: z.enum(DOCUMENTATION),
  /** The documentation as shown: `documentationStateOf` (links awaiting confirmation read as pending). */
  documentationState: z.enum(DOCUMENTATION_STATES),
  /** Linked share of the amount, in whole percent (0–100). */
  documentedPercent: z.number().int(),
  /** The share in links awaiting the operator's confirmation, in whole percent (0–100). */
  pendingPercent: z.number().int(),
  buyerName: z.string(),
  buyerCountry: z.string(),
  senderName: z.string(),
  senderRelationship: z.string(),
  senderAccountNumber: z.string(),
  senderCountry: z.string(),
  bankReference: z.string(),
  tradeComments: z.string(),
  arrivedAt: z.string(),
  transactionId: z.string().nullable(),
});
export type CollectionRecord = z.infer<typeof collectionRecord>;

const rangeOk = (v: { minAmount?: string; maxAmount?: string }) =>
  !v.minAmount || !v.maxAmount || Number(v.minAmount) <= Number(v.maxAmount);

const collectionFilterFields = {
  virtualAccountId: z.uuid().optional(),
  ...moneyDateRangeFields,
  minAmount: moneyString.optional(),
  maxAmount: moneyString.optional(),
  currency: knownCurrencyCode.optional(),
  documentation: z.enum(DOCUMENTATION).optional(),
};

/** The Collections list's filter, as its Export sends it. */
export const collectionExportFilter = z
  .object(collectionFilterFields)
  .refine(rangeOk, { error: 'validation.amountOrder', path: ['maxAmount'] })
  .refine((v) => !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime(), {
    error: 'validation.dateRange',
    path: ['to'],
  });
export type CollectionExportFilter = z.infer<typeof collectionExportFilter>;

export const collectionPageRequest = z
  .object({
    ...pageFields,
    virtualAccountId: z.uuid().optional(),
    ...moneyDateRangeFields,
    minAmount: moneyString.optional(),
    maxAmount: moneyString.optional(),
    currency: knownCurrencyCode.optional(),
    documentation: z.enum(DOCUMENTATION).optional(),
  })
  .refine(rangeOk, { error: 'validation.amountOrder', path: ['maxAmount'] })
  .refine((v) => !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime(), {
    error: 'validation.dateRange',
    path: ['to'],
  });
export type CollectionPageRequest = z.infer<typeof collectionPageRequest>;
export const collectionPageData = pageData(collectionRecord);
export const collectionGetRequest = idRequest;

/**
 * Operator only, sandbox mode only: the sandbox bank "receives" a payment on an active virtual account
 * and notifies later with realistic sender, buyer and trade data. Without an amount it picks one.
 */
export const simulateCollectionRequest = z.object({
  ...gatewayFields,
  action: z.literal('simulate'),
  virtualAccountId: z.uuid(),
  amount: moneyString.optional(),
  idempotencyKey: idempotencyKeyField.optional(),
});
export type SimulateCollectionRequest = z.infer<typeof simulateCollectionRequest>;
export const simulateCollectionData = z.object({ bankReference: z.string() });

export const collectionValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.amountOrder': {
    en: 'The lowest amount must not exceed the highest',
    zh_CN: '最低金额不能大于最高金额',
  },
};
