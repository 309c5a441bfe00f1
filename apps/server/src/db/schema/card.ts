import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CardModel, CardType } from '@remit/contract/card';
import { partnerRef, partnerRow, userBy, userRef } from './identity';
import { merchants } from './merchant';
import { createdAt, minor, ts, updatedAt, refTo } from './columns';

/**
 * Card products (spec §3): a scheme with its BIN and PAN length, the models and types it issues, and its
 * default limits in whole units of the billing currency (100000 = 100,000.00 USD or 100,000.00 EUR), so
 * one product serves every balance currency without a float.
 */
export const cardProducts = pgTable('card_products', {
  id: uuid('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  scheme: varchar('scheme', { length: 16 }).notNull(),
  bin: varchar('bin', { length: 8 }).notNull(),
  panLength: smallint('pan_length').notNull().default(16),
  models: jsonb('models').$type<CardModel[]>().notNull(),
  cardTypes: jsonb('card_types').$type<CardType[]>().notNull(),
  /** Years a new card is valid for. */
  validityYears: smallint('validity_years').notNull().default(3),
  defaultTotalUnits: bigint('default_total_units', { mode: 'bigint' }).notNull(),
  defaultSingleUnits: bigint('default_single_units', { mode: 'bigint' }).notNull(),
  defaultDailyUnits: bigint('default_daily_units', { mode: 'bigint' }).notNull(),
  defaultMonthlyUnits: bigint('default_monthly_units', { mode: 'bigint' }).notNull(),
  defaultDailyCount: integer('default_daily_count').notNull(),
  createdAt: createdAt(),
});

const shipping = {
  shippingAddress: varchar('shipping_address', { length: 255 }).notNull().default(''),
  shippingCity: varchar('shipping_city', { length: 64 }).notNull().default(''),
  shippingPostalCode: varchar('shipping_postal_code', { length: 16 }).notNull().default(''),
  shippingCountry: varchar('shipping_country', { length: 2 }).notNull().default(''),
};

/** The merchant a card (or an application for one) is for, and the product it is issued on. */
const merchantAndProduct = () => ({
  merchantId: refTo('merchant_id', () => merchants.id),
  productId: refTo('product_id', () => cardProducts.id),
});

/** An application for a card, processed asynchronously by the card issuer: Pending → Processing → Success or Failed. */
export const cardApplyRecords = pgTable(
  'card_apply_records',
  {
    ...partnerRow(),
    ...merchantAndProduct(),
    model: varchar('model', { length: 16 }).notNull(),
    cardType: varchar('card_type', { length: 16 }).notNull(),
    funding: varchar('funding', { length: 16 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cardholderName: varchar('cardholder_name', { length: 26 }).notNull().default(''),
    ...shipping,
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    cardId: uuid('card_id'),
    /** A bulk apply's file and line, when the record came from one. */
    batchId: uuid('batch_id'),
    batchLine: integer('batch_line'),
    createdBy: userBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('card_apply_partner_created_idx').on(t.partnerId, t.createdAt),
    index('card_apply_merchant_idx').on(t.merchantId),
  ],
);

/** A row that belongs to one card and goes with it. */
const cardRef = () => refTo('card_id', () => cards.id, { onDelete: 'cascade' });

/**
 * Issued cards. The PAN is kept only sealed (AES-256-GCM, `pan_encrypted`, under the key `key_id` names) with
 * its last 4 and a keyed fingerprint (HMAC-SHA256) for look-ups and uniqueness; CVV2 is never stored (derived
 * at read time); the PIN and ACS password only as slow hashes. Limits in minor units of the billing
 * currency; null means the product's default.
 */
export const cards = pgTable(
  'cards',
  {
    ...partnerRow(),
    ...merchantAndProduct(),
    applyId: uuid('apply_id').references(() => cardApplyRecords.id),
    /** Spec §3 card token: a reference that is not the PAN. */
    cardToken: varchar('card_token', { length: 40 }).notNull(),
    scheme: varchar('scheme', { length: 16 }).notNull(),
    bin: varchar('bin', { length: 8 }).notNull(),
    panLast4: char('pan_last4', { length: 4 }).notNull(),
    panFingerprint: varchar('pan_fingerprint', { length: 64 }).notNull(),
    panEncrypted: text('pan_encrypted').notNull(),
    keyId: varchar('key_id', { length: 32 }).notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    model: varchar('model', { length: 16 }).notNull(),
    cardType: varchar('card_type', { length: 16 }).notNull(),
    funding: varchar('funding', { length: 16 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cardholderName: varchar('cardholder_name', { length: 26 }).notNull(),
    limitTotal: minor('limit_total'),
    limitSingle: minor('limit_single'),
    limitDaily: minor('limit_daily'),
    limitMonthly: minor('limit_monthly'),
    limitDailyCount: integer('limit_daily_count'),
    pinHash: text('pin_hash'),
    acsPasswordHash: text('acs_password_hash'),
    ...shipping,
    activatedAt: ts('activated_at'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cards_fingerprint_uq').on(t.panFingerprint),
    uniqueIndex('cards_token_uq').on(t.cardToken),
    index('cards_partner_created_idx').on(t.partnerId, t.createdAt),
    index('cards_merchant_idx').on(t.merchantId),
    index('cards_status_expiry_idx').on(t.status, t.expiryYear, t.expiryMonth),
  ],
);

/** A card's history: who, when, what, why and through which channel (portal, API, system). */
export const cardEvents = pgTable(
  'card_events',
  {
    ...partnerRow(),
    cardId: cardRef(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** Money moves and limit changes keep their figures here (never a PAN). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    actorId: userBy('actor_id'),
    actorName: varchar('actor_name', { length: 128 }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('card_events_card_idx').on(t.cardId, t.at)],
);

/** One-time codes for a cardholder's PIN or ACS password reset: the hash only, one open code per card and secret. */
export const cardResetCodes = pgTable(
  'card_reset_codes',
  {
    ...partnerRow(),
    cardId: cardRef(),
    secret: varchar('secret', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_reset_codes_card_secret_uq').on(t.cardId, t.secret)],
);

/**
 * The public balance lookup's wrong tries per PAN fingerprint (any PAN typed, a card's or not): five within
 * the lock time lock that PAN's lookup until `lockedUntil`.
 */
export const cardLookupAttempts = pgTable('card_lookup_attempts', {
  panFingerprint: char('pan_fingerprint', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: ts('first_failure_at'),
  lockedUntil: ts('locked_until'),
  updatedAt: updatedAt(),
});

/** Card tokens of the balance lookup, as keyed hashes (HMAC-SHA256 under their own key); 15 minutes each. */
export const cardLookupTokens = pgTable(
  'card_lookup_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    cardId: cardRef(),
    expiresAt: ts('expires_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_lookup_tokens_card_idx').on(t.cardId, t.createdAt),
    index('card_lookup_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The sensitive view's one-time grant: a right password (and code) at `card/get-by` makes
 * one, and `card/reveal` spends it once, within its short life, from the same session for the same card. Only
 * the token's SHA-256 is kept.
 */
export const cardSensitiveGrants = pgTable(
  'card_sensitive_grants',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    partnerId: partnerRef(),
    userId: userRef(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The session that asked: a grant opens nothing in another session. */
    sessionHash: varchar('session_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('card_sensitive_grants_expires_idx').on(t.expiresAt)],
);
