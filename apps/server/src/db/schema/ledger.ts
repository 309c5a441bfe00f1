import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerRow } from './identity';
import { createdAt, minor, updatedAt, refTo } from './columns';

/**
 * Ledger accounts (DESIGN §5): one per (owner, kind, currency). Customer accounts (partner, merchant, card)
 * can never have available (balance − on hold) below zero; platform accounts may go negative (the bank
 * settlement account, for instance, mirrors money the platform holds at its banks).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...partnerRow(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Merchant or card id for those kinds; the partner id for a partner account; a name for platform accounts. */
    ownerId: varchar('owner_id', { length: 64 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isCustomer: boolean('is_customer').notNull(),
    balance: minor('balance')
      .notNull()
      .default(sql`0`),
    onHold: minor('on_hold')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(t.partnerId, t.kind, t.ownerId, t.currency),
    check('ledger_accounts_hold_nonneg', sql`${t.onHold} >= 0`),
    check(
      'ledger_accounts_customer_available',
      sql`not ${t.isCustomer} or (${t.balance} - ${t.onHold} >= 0)`,
    ),
  ],
);

/** The ledger account a row moves or reports on. */
export const ledgerAccountRef = () => refTo('account_id', () => ledgerAccounts.id);

/** One business movement; its postings balance per currency (checked in code and by a deferred trigger). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...partnerRow(),
    /** Spec §3 transaction type: 100 Deposit … 500 Fee. */
    type: smallint('type').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    /** SHA-256 of the canonical request: a replay with another request under the same key is a 409. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idem_uq').on(t.partnerId, t.idempotencyKey),
    index('ledger_entries_partner_time_idx').on(t.partnerId, t.createdAt),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: refTo('entry_id', () => ledgerEntries.id),
    partnerId: uuid('partner_id').notNull(),
    accountId: ledgerAccountRef(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Signed minor units added to the account's balance. */
    amount: minor('amount').notNull(),
    /** The account's balance right after this posting (statements and running balances read it). */
    balanceAfter: minor('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);

/** Two-phase holds: pending → posted, partially posted or voided. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey(),
    partnerId: uuid('partner_id').notNull(),
    accountId: ledgerAccountRef(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: minor('amount').notNull(),
    /** What is still held; 0 once posted or voided. */
    remaining: minor('remaining').notNull(),
    captured: minor('captured')
      .notNull()
      .default(sql`0`),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(0),
    metadata: jsonb('metadata'),
  },
  (t) => [
    uniqueIndex('ledger_holds_idem_uq').on(t.partnerId, t.idempotencyKey),
    index('ledger_holds_account_idx').on(t.accountId, t.status),
    check('ledger_holds_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);
