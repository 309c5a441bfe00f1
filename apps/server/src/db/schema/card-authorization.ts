import { sql } from 'drizzle-orm';
import {
  char,
  index,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { partners } from './identity';
import { cards } from './card';
import { ts, minor, refTo } from './columns';

/**
 * Card-network messages and the processor's decisions (spec §3 Card authorization record), one row per
 * message keyed by the network's message id; follow-ups (incremental, reversal, clearing, refund, expiry)
 * point at their original authorization, whose row carries the running settle status and amounts.
 */
export const cardAuthorizations = pgTable(
  'card_authorizations',
  {
    id: uuid('id').primaryKey(),
    recordNo: varchar('record_no', { length: 16 })
      .notNull()
      .default(sql`'A' || lpad(nextval('card_authorization_no_seq')::text, 9, '0')`),
    partnerId: refTo('partner_id', () => partners.id),
    cardId: refTo('card_id', () => cards.id),
    networkMessageId: varchar('network_message_id', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    messageType: varchar('message_type', { length: 16 }).notNull(),
    recordType: varchar('record_type', { length: 24 }).notNull(),
    originalId: uuid('original_id').references((): AnyPgColumn => cardAuthorizations.id),
    authCode: varchar('auth_code', { length: 6 }).notNull().default(''),
    authStatus: varchar('auth_status', { length: 16 }).notNull(),
    settleStatus: varchar('settle_status', { length: 24 }),
    responseCode: char('response_code', { length: 2 }).notNull(),
    declineKey: varchar('decline_key', { length: 32 }).notNull().default(''),
    declineParams: jsonb('decline_params').$type<Record<string, string>>().notNull().default({}),
    transactionAmount: minor('transaction_amount').notNull().default(0n),
    transactionCurrency: char('transaction_currency', { length: 3 }).notNull(),
    billingAmount: minor('billing_amount').notNull().default(0n),
    billingCurrency: char('billing_currency', { length: 3 }).notNull(),
    rate: varchar('rate', { length: 40 }).notNull().default('1'),
    settledTransactionAmount: minor('settled_transaction_amount').notNull().default(0n),
    settledBillingAmount: minor('settled_billing_amount').notNull().default(0n),
    refundedBillingAmount: minor('refunded_billing_amount').notNull().default(0n),
    holdId: uuid('hold_id'),
    entryId: uuid('entry_id'),
    mcc: char('mcc', { length: 4 }).notNull().default(''),
    acquirerId: varchar('acquirer_id', { length: 11 }).notNull().default(''),
    acceptorId: varchar('acceptor_id', { length: 32 }).notNull().default(''),
    acceptorName: varchar('acceptor_name', { length: 64 }).notNull().default(''),
    country: char('country', { length: 2 }).notNull().default(''),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_authorizations_message_uq').on(t.networkMessageId),
    uniqueIndex('card_authorizations_no_uq').on(t.recordNo),
    index('card_authorizations_partner_created_idx').on(t.partnerId, t.createdAt),
    index('card_authorizations_card_created_idx').on(t.cardId, t.createdAt),
    index('card_authorizations_original_idx').on(t.originalId),
  ],
);
