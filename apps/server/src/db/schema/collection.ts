import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { VaDetails } from '@remit/contract/virtual-account';
import { partnerRow, userBy } from './identity';
import { createdAt, minor, ts, updatedAt, refTo } from './columns';

/**
 * Virtual bank accounts (spec §3): applied for by a partner (status 0), opened by the operator through the
 * bank's VA issuer (details in the country's format, status 1), disabled (2) after or when refused.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    ...partnerRow(),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The balance currency its collections are credited in (converted on arrival when `currency` differs). */
    settlementCurrency: char('settlement_currency', { length: 3 }).notNull(),
    businessType: smallint('business_type').notNull(),
    alias: varchar('alias', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    details: jsonb('details').$type<VaDetails>(),
    issuer: varchar('issuer', { length: 32 }),
    rejectReason: varchar('reject_reason', { length: 255 }),
    createdBy: userBy('created_by'),
    createdAt: createdAt(),
    openedAt: ts('opened_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('virtual_accounts_partner_created_idx').on(t.partnerId, t.createdAt),
    check('virtual_accounts_status_ck', sql`${t.status} IN (0, 1, 2)`),
    check('virtual_accounts_business_type_ck', sql`${t.businessType} IN (20, 21)`),
  ],
);

/** Shops (spec §3): status 0 Initial until the operator enables it, then 1 Enabled / 2 Disabled. */
export const shops = pgTable(
  'shops',
  {
    ...partnerRow(),
    name: varchar('name', { length: 128 }).notNull(),
    nameType: smallint('name_type').notNull(),
    url: varchar('url', { length: 2048 }).notNull().default(''),
    businessType: smallint('business_type').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    createdBy: userBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shops_partner_created_idx').on(t.partnerId, t.createdAt),
    check('shops_status_ck', sql`${t.status} IN (0, 1, 2)`),
  ],
);

/**
 * Collections (spec §3): money that arrived on a virtual account, credited once per bank reference as
 * transaction type 101. `linked` and `linking` are what materials cover (confirmed, awaiting confirmation).
 */
export const collections = pgTable(
  'collections',
  {
    ...partnerRow(),
    virtualAccountId: refTo('virtual_account_id', () => virtualAccounts.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: minor('amount').notNull(),
    /** What the partner was credited: the account's settlement currency, at `rate` (null: no conversion). */
    creditCurrency: char('credit_currency', { length: 3 }).notNull(),
    creditAmount: minor('credit_amount').notNull(),
    rate: varchar('rate', { length: 40 }),
    linked: minor('linked').notNull().default(0n),
    linking: minor('linking').notNull().default(0n),
    buyerName: varchar('buyer_name', { length: 128 }).notNull(),
    buyerCountry: varchar('buyer_country', { length: 2 }).notNull(),
    senderName: varchar('sender_name', { length: 128 }).notNull(),
    senderRelationship: varchar('sender_relationship', { length: 64 }).notNull(),
    senderAccountNumber: varchar('sender_account_number', { length: 64 }).notNull(),
    senderCountry: varchar('sender_country', { length: 2 }).notNull(),
    bankReference: varchar('bank_reference', { length: 64 }).notNull(),
    tradeComments: varchar('trade_comments', { length: 1000 }).notNull().default(''),
    arrivedAt: ts('arrived_at').notNull(),
    entryId: uuid('entry_id'),
    transactionId: minor('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collections_bank_reference_uq').on(t.bankReference),
    index('collections_partner_arrived_idx').on(t.partnerId, t.arrivedAt),
    index('collections_va_arrived_idx').on(t.virtualAccountId, t.arrivedAt),
    check('collections_amount_ck', sql`${t.amount} > 0`),
    check(
      'collections_linkable_ck',
      sql`${t.linked} >= 0 AND ${t.linking} >= 0 AND ${t.linked} + ${t.linking} <= ${t.amount}`,
    ),
  ],
);
