import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerRow } from './identity';
import { createdAt, minor, ts } from './columns';

/**
 * The account-transactions projection: one row per posting on a customer account, written by the
 * `ledger_postings_project` trigger (migration 0003) in the posting's own transaction, and one Pending row
 * (status 11, no posting) per pending hold on a customer account, written and removed by the
 * `ledger_holds_project` trigger (migration 0008). Read-only for code.
 */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).notNull(),
    partnerId: uuid('partner_id').notNull(),
    /** The posting listed; null on a Pending row. */
    postingId: bigint('posting_id', { mode: 'bigint' }),
    entryId: uuid('entry_id'),
    /** The pending hold listed (status 11); null on a posting's row. */
    holdId: uuid('hold_id'),
    accountId: uuid('account_id').notNull(),
    accountKind: varchar('account_kind', { length: 32 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    /** Signed minor units (the posting). */
    amount: minor('amount').notNull(),
    fee: minor('fee')
      .notNull()
      .default(sql`0`),
    balanceAfter: minor('balance_after').notNull(),
    txnCurrency: char('txn_currency', { length: 3 }),
    txnAmount: minor('txn_amount'),
    rate: varchar('rate', { length: 40 }),
    relatedId: varchar('related_id', { length: 64 }),
    orderNo: varchar('order_no', { length: 64 }),
    country: varchar('country', { length: 2 }),
    counterpartyAccount: varchar('counterparty_account', { length: 64 }),
    counterpartyName: varchar('counterparty_name', { length: 255 }),
    description: varchar('description', { length: 255 }).notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'account_transactions_pk', columns: [t.partnerId, t.id] }),
    uniqueIndex('account_transactions_posting_uq').on(t.partnerId, t.postingId),
    uniqueIndex('account_transactions_hold_uq')
      .on(t.partnerId, t.holdId)
      .where(sql`${t.holdId} is not null`),
    check(
      'account_transactions_source_ck',
      sql`(${t.postingId} is not null and ${t.entryId} is not null and ${t.holdId} is null and ${t.status} <> 11)
        or (${t.postingId} is null and ${t.entryId} is null and ${t.holdId} is not null and ${t.status} = 11)`,
    ),
    index('account_transactions_time_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
    index('account_transactions_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('account_transactions_type_idx').on(t.partnerId, t.type, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Per account, UTC day, type and status: how many transactions, and the day's credits and debits (trigger-kept). */
export const accountTransactionDays = pgTable(
  'account_transaction_days',
  {
    partnerId: uuid('partner_id').notNull(),
    accountId: uuid('account_id').notNull(),
    accountKind: varchar('account_kind', { length: 32 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    n: minor('n')
      .notNull()
      .default(sql`0`),
    credit: minor('credit')
      .notNull()
      .default(sql`0`),
    debit: minor('debit')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({
      name: 'account_transaction_days_pk',
      columns: [t.partnerId, t.accountId, t.day, t.type, t.status],
    }),
    index('account_transaction_days_day_idx').on(t.partnerId, t.day),
  ],
);

/** Deposit records (spec §3): Pending until the bank notifies, then Credited through the ledger, or Failed. */
export const depositRecords = pgTable(
  'deposit_records',
  {
    ...partnerRow(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    creditCurrency: char('credit_currency', { length: 3 }).notNull(),
    creditedAmount: minor('credited_amount')
      .notNull()
      .default(sql`0`),
    paidAmount: minor('paid_amount').notNull(),
    paymentCurrency: char('payment_currency', { length: 3 }).notNull(),
    bankName: varchar('bank_name', { length: 255 }).notNull(),
    bankAccountNumber: varchar('bank_account_number', { length: 64 }).notNull(),
    estimatedArrivalDate: date('estimated_arrival_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    failureReason: varchar('failure_reason', { length: 255 }),
    bankReference: varchar('bank_reference', { length: 64 }).notNull(),
    entryId: uuid('entry_id'),
    transactionId: bigint('transaction_id', { mode: 'bigint' }),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    creditedAt: ts('credited_at'),
  },
  (t) => [
    uniqueIndex('deposit_records_order_no_uq').on(t.orderNo),
    uniqueIndex('deposit_records_bank_ref_uq').on(t.bankReference),
    uniqueIndex('deposit_records_idem_uq').on(t.partnerId, t.idempotencyKey),
    index('deposit_records_partner_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
  ],
);
