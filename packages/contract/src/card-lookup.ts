import { z } from 'zod';
import { cardStatus } from './card';
import { gatewayFields } from './gateway';
import type { LocalText } from './local-text';

/**
 * The public single-card balance lookup (spec §2 inquery and single-balance-search, §6 the separate card
 * token): the cardholder proves the card with its PAN, expiry and CVV2 and gets a card token for 15 minutes,
 * sent in the `card_token` header; it is no portal session and a portal session is no card token.
 */
export const CARD_TOKEN_MINUTES = 15;
/** Wrong tries for one card (by PAN) before its lookup is locked, and for how long. */
export const CARD_LOOKUP_MAX_FAILURES = 5;
export const CARD_LOOKUP_LOCK_MINUTES = 30;
/** The balance page shows the card's latest transactions, at most this many. */
export const CARD_LOOKUP_TRANSACTIONS = 10;
/**
 * ...and besides them every payment still on hold (Pending), at most this many, so that its balance less
 * what is on hold reads as its available balance.
 */
export const CARD_LOOKUP_PENDING = 50;
export const CARD_TOKEN_HEADER = 'card_token';

export const cardLookupMessages = {
  pan: 'validation.lookupPan',
  expiry: 'validation.lookupExpiry',
  cvv2: 'validation.lookupCvv2',
} as const;

export const cardLookupValidationText: Record<string, LocalText> = {
  [cardLookupMessages.pan]: {
    en: 'The card number is 12 to 19 digits (spaces allowed)',
    zh_CN: '卡号为 12 至 19 位数字（可含空格）',
  },
  [cardLookupMessages.expiry]: {
    en: 'The expiry date is MM/YY, e.g. 07/29',
    zh_CN: '有效期格式为 MM/YY，例如 07/29',
  },
  [cardLookupMessages.cvv2]: { en: 'The CVV2 is 3 digits', zh_CN: 'CVV2 为 3 位数字' },
};

/** Digits only: the form allows spaces between groups; anything else is refused, never stripped. */
export const normalizePan = (value: string) => value.replace(/ /g, '');
export const PAN_INPUT_PATTERN = /^[0-9 ]{12,40}$/;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const CVV2_PATTERN = /^\d{3}$/;

/**
 * Spec §9: card-balance lookups use request IDs of their own ("CB", 3 random digits, a millisecond
 * timestamp), apart from the global configuration's "SA" ones.
 */
export const CARD_LOOKUP_REQUEST_ID_PREFIX = 'CB';
const lookupFields = { ...gatewayFields, requestId: z.string().max(32).optional() };

export const cardLookupTokenRequest = z.object({
  ...lookupFields,
  pan: z
    .string()
    .max(40, { error: cardLookupMessages.pan })
    .regex(PAN_INPUT_PATTERN, { error: cardLookupMessages.pan })
    .transform(normalizePan)
    .refine((v) => /^\d{12,19}$/.test(v), { error: cardLookupMessages.pan }),
  expiry: z.string().max(5).regex(EXPIRY_PATTERN, { error: cardLookupMessages.expiry }),
  cvv2: z.string().max(3).regex(CVV2_PATTERN, { error: cardLookupMessages.cvv2 }),
});
export type CardLookupTokenRequest = z.input<typeof cardLookupTokenRequest>;

export const cardLookupToken = z.object({
  cardToken: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
});
export type CardLookupToken = z.infer<typeof cardLookupToken>;

export const cardLookupBalanceRequest = z.object({ ...lookupFields });

export const cardLookupTransaction = z.object({
  id: z.string(),
  /** ISO time. */
  time: z.string(),
  /** Spec §3 transaction type code (130 top up, 131 return, …). */
  type: z.number().int(),
  /** Decimal string, signed: money in is positive. */
  amount: z.string(),
  /** Spec §3 transaction status: 11 Pending is money on hold for a payment not yet cleared. */
  status: z.number().int(),
  description: z.string(),
  /** Where the card was used (a purchase, a refund, a hold); '' for other lines. */
  merchantName: z.string(),
});
export type CardLookupTransaction = z.infer<typeof cardLookupTransaction>;

export const cardLookupBalance = z.object({
  maskedPan: z.string(),
  status: cardStatus,
  currency: z.string(),
  /** Decimal string: the balance of the account the card spends (a shared card: its merchant's). */
  balance: z.string(),
  /** Decimal string: what of it is on hold (the Pending lines of this card among it). */
  onHold: z.string(),
  /** Decimal string: what the card can spend now (its account's balance less money on hold). */
  available: z.string(),
  expiry: z.string(),
  /** Pending lines (on hold) first, then the latest others; each group newest first. */
  transactions: z.array(cardLookupTransaction),
});
export type CardLookupBalance = z.infer<typeof cardLookupBalance>;

export { cardLookupErrors } from './card-lookup-errors';
