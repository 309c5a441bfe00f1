import { sql } from 'drizzle-orm';
import {
  boolean,
  bigserial,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerRef, partnerRow } from './identity';
import { createdAt, minor, ts, updatedAt, refTo } from './columns';

const str = (name: string, length = 255) => varchar(name, { length }).notNull().default('');

/** Beneficiaries (spec §3): identity, contact, bank and payment fields; entity status 0/1/2. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    ...partnerRow(),
    status: smallint('status').notNull().default(1),
    name: str('name'),
    payeeType: smallint('payee_type').notNull(),
    accountType: smallint('account_type').notNull(),
    natureOfAccount: varchar('nature_of_account', { length: 16 }),
    companyName: str('company_name'),
    registeredCountry: str('registered_country', 2),
    registerNumber: str('register_number', 64),
    incorporationDate: str('incorporation_date', 10),
    taxNumber: str('tax_number', 64),
    idIssuedDate: str('id_issued_date', 10),
    idExpiryDate: str('id_expiry_date', 10),
    idOrgan: str('id_organ'),
    residentCountry: str('resident_country', 2),
    phone: str('phone', 20),
    email: str('email', 254),
    address: str('address'),
    city: str('city', 128),
    postalCode: str('postal_code', 32),
    state: str('state', 128),
    country: str('country', 2),
    bankName: str('bank_name'),
    bankCountry: str('bank_country', 2),
    bankAddress: str('bank_address'),
    branchCode: str('branch_code', 32),
    bsbNumber: str('bsb_number', 6),
    bankNumber: str('bank_number', 64),
    swift: str('swift', 11),
    iban: str('iban', 34),
    intermediaryBankName: str('intermediary_bank_name'),
    intermediarySwift: str('intermediary_swift', 11),
    feeDirection: str('fee_direction', 3),
    paymentMethod: str('payment_method', 8),
    currency: char('currency', { length: 3 }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('beneficiaries_partner_idx').on(t.partnerId, t.createdAt)],
);

/** Where withdrawals go: a beneficiary's account in one currency. */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    ...partnerRow(),
    beneficiaryId: refTo('beneficiary_id', () => beneficiaries.id),
    currency: char('currency', { length: 3 }).notNull(),
    accountNumber: str('account_number', 64),
    alias: str('alias', 64),
    status: smallint('status').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('withdrawal_accounts_partner_idx').on(t.partnerId, t.createdAt)],
);

/** A partner's own fee rules; order types and currencies without a row use the defaults in code. */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    partnerId: partnerRef(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    fixed: minor('fixed').notNull(),
    bps: integer('bps').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.orderType, t.currency] })],
);

/** An exchange quote, locked until `expires_at`; executed at most once. */
export const fxQuotes = pgTable('fx_quotes', {
  id: uuid('id').primaryKey(),
  partnerId: partnerRef(),
  userId: uuid('user_id'),
  sellCurrency: char('sell_currency', { length: 3 }).notNull(),
  buyCurrency: char('buy_currency', { length: 3 }).notNull(),
  fixedSide: varchar('fixed_side', { length: 4 }).notNull(),
  sellAmount: minor('sell_amount').notNull(),
  buyAmount: minor('buy_amount').notNull(),
  fee: minor('fee').notNull(),
  midRate: varchar('mid_rate', { length: 40 }).notNull(),
  rate: varchar('rate', { length: 40 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  orderId: uuid('order_id'),
  createdAt: createdAt(),
});

/** Every order type in one table (one list, one number sequence, one status history). */
export const orders = pgTable(
  'orders',
  {
    ...partnerRow(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    status: smallint('status').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee')
      .notNull()
      .default(sql`0`),
    buyCurrency: char('buy_currency', { length: 3 }),
    buyAmount: minor('buy_amount'),
    rate: varchar('rate', { length: 40 }),
    fixedSide: varchar('fixed_side', { length: 4 }),
    withdrawalAccountId: uuid('withdrawal_account_id').references(() => withdrawalAccounts.id),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id),
    /** Snapshots: what the order was sent to, even if the payee changes later. */
    accountNumber: varchar('account_number', { length: 64 }),
    beneficiaryName: varchar('beneficiary_name', { length: 255 }),
    merchantId: uuid('merchant_id'),
    direction: varchar('direction', { length: 16 }),
    remark: str('remark', 140),
    failureReason: varchar('failure_reason', { length: 255 }),
    holdId: uuid('hold_id'),
    feeHoldId: uuid('fee_hold_id'),
    quoteId: uuid('quote_id'),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    /** Maker-checker: above the partner's threshold a second user must approve before the bank sees it. */
    approvalRequired: boolean('approval_required').notNull().default(false),
    approvedBy: uuid('approved_by'),
    /** The approver's idempotency key: the same decision sent twice does one thing. */
    decisionKey: varchar('decision_key', { length: 128 }),
    decidedAt: ts('decided_at'),
    /** Exchange: the rate the maker was quoted; `rate` is the executed one (approval re-quotes). */
    quotedRate: varchar('quoted_rate', { length: 40 }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idem_uq').on(t.partnerId, t.idempotencyKey),
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_partner_type_time_idx').on(t.partnerId, t.type, t.createdAt),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: refTo('order_id', () => orders.id),
    partnerId: uuid('partner_id').notNull(),
    status: smallint('status').notNull(),
    note: str('note'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Maker-checker thresholds per order type and currency: orders of at least this amount need approval. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    partnerId: partnerRef(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    threshold: minor('threshold').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.orderType, t.currency] })],
);
