import { z } from 'zod';
import { gatewayFields, pageData, pageFields } from './gateway';
import { currencyCode, knownCurrencyCode, moneyString } from './money';
import { textField } from './text';
import { idempotencyKeyField } from './order';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transaction';

/**
 * Money core: balances, deposit instructions, deposit records, account transactions, dashboard.
 * Money is a decimal string in the currency's own exponent ("1234.50"; negative with a leading "-").
 *
 * Gateway paths (all POST, envelope `{ code: "10000", msg, data }`):
 *   /api/portal/cms/account/list              accountBalancesRequest      → accountBalancesData
 *                                             (balances per configured currency; subject account, view)
 *   /api/portal/cms/account/get-by            depositInstructionsRequest  → depositInstructionsData
 *                                             (how to fund the account; subject account, view)
 *   /api/portal/cms/deposit-record/page       depositRecordPageRequest    → depositRecordPageData
 *                                             (subject account, index)
 *   /api/portal/cms/deposit-record/call       simulateDepositRequest      → depositRecord
 *                                             (action "simulate"; operator only, sandbox mode only)
 *   /api/portal/cms/deposit-record/list       depositPartnersRequest      → depositPartnersData
 *                                             (the partners a deposit can be simulated for; operator only)
 *   /api/portal/cms/account-transaction/page  accountTransactionPageRequest → transactionPageData
 *                                             (the partner's own accounts, kind "partner"; subject account, index)
 *   /api/portal/cms/transaction/page          transactionPageRequest      → transactionPageData
 *                                             (every account of the partner; subject transactions, index)
 *   /api/portal/cms/dashboard/get             dashboardRequest            → dashboardData
 *                                             (subject dashboard, view)
 * Exports (another module's `export/export` and `tradeDownload/create`): kinds `accountTransactions`
 * (filter: accountTransactionFilter), `allTransactions` (filter: transactionFilter) and `depositRecords`
 * (filter: depositRecordFilter).
 */

// ---- dictionaries ----

export const TRANSACTION_TYPE_CODES = Object.values(TRANSACTION_TYPES);
export const TRANSACTION_STATUS_CODES = Object.values(TRANSACTION_STATUSES);

/** Deposit record status: Pending until the bank's notification, then Credited or Failed. */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatus>;

/** Ledger account kinds a partner can see (customer accounts). */
export const ACCOUNT_KINDS = ['partner', 'merchant', 'card'] as const;
export const accountKind = z.enum(ACCOUNT_KINDS);
export type AccountKindName = z.infer<typeof accountKind>;

// ---- shared filter fields ----

const instant = z.iso.datetime({ offset: true, error: 'validation.date' });
const rangeOk = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime();
const rangeIssue = { error: 'validation.dateRange', path: ['to'] };

/** A date range on instants, both ends inclusive (the web turns Today … Last three month into them). */
export const moneyDateRangeFields = { from: instant.optional(), to: instant.optional() };

const transactionTypeField = z.literal(TRANSACTION_TYPE_CODES as [number, ...number[]], {
  error: 'validation.transactionType',
});
const transactionStatusField = z.literal(TRANSACTION_STATUS_CODES as [number, ...number[]], {
  error: 'validation.transactionStatus',
});

/**
 * Paging: `page` (from 1) and `size` (10, 25, 50, 100) as everywhere; `total` is exact for the filters.
 * `cursor` is optional and opaque: pass the previous answer's `nextCursor` together with `page + 1` (or
 * `prevCursor` with `page - 1`) and the server reads that page by keyset instead of by offset, so deep
 * pages cost the same as page 1. A cursor that does not fit the filters is ignored (offset is used).
 */
const cursorField = z.string().max(200).optional();

/** The filters of a transactions list (also the export kinds' filter). */
const transactionFilterFields = {
  type: transactionTypeField.optional(),
  status: transactionStatusField.optional(),
  currency: knownCurrencyCode.optional(),
  /** One ledger account of the partner (from accountBalancesData or a transaction record). */
  accountId: z.uuid({ error: 'validation.accountId' }).optional(),
  /**
   * A whole number: the transaction ID the screens, exports and statements show (or a whole order or account
   * number); other text: part of the order number, the counterparty's name or account number.
   */
  keyword: textField(64).optional(),
  ...moneyDateRangeFields,
};

/** Account screen: the partner's own accounts (kind "partner"). */
export const accountTransactionFilter = z.object(transactionFilterFields).refine(rangeOk, rangeIssue);
export type AccountTransactionFilter = z.infer<typeof accountTransactionFilter>;

/** Transactions screen: every account of the partner (partner, merchant, card), optionally one kind. */
export const transactionFilter = z
  .object({ ...transactionFilterFields, accountKind: accountKind.optional() })
  .refine(rangeOk, rangeIssue);
export type TransactionFilter = z.infer<typeof transactionFilter>;

export const accountTransactionPageRequest = z
  .object({ ...pageFields, ...transactionFilterFields, cursor: cursorField })
  .refine(rangeOk, rangeIssue);
export type AccountTransactionPageRequest = z.infer<typeof accountTransactionPageRequest>;

export const transactionPageRequest = z
  .object({
    ...pageFields,
    ...transactionFilterFields,
    accountKind: accountKind.optional(),
    cursor: cursorField,
  })
  .refine(rangeOk, rangeIssue);
export type TransactionPageRequest = z.infer<typeof transactionPageRequest>;

// ---- records ----

/** Spec §3 Account transaction. One row per movement of one customer account. */
export const transactionRecord = z.object({
  /** Transaction ID (a stable display number). */
  id: z.string(),
  /** Spec §3 transaction type (100 Deposit … 500 Fee). */
  type: z.number().int(),
  /** Spec §3 transaction status (1 Normal … 11 Pending). */
  status: z.number().int(),
  accountId: z.string(),
  accountKind: z.string(),
  /** Billing currency: the account's currency. */
  billingCurrency: z.string(),
  /** Amount in the billing currency (unsigned). */
  amount: z.string(),
  /** Fee charged for the movement in the billing currency ("0.00" when none; fees may also be their own 500 row). */
  fee: z.string(),
  /** Signed change of the account's balance ("-12.00"). */
  balanceChange: z.string(),
  /** The account's balance right after this movement. */
  balanceAfter: z.string(),
  transactionCurrency: z.string(),
  transactionAmount: z.string(),
  /** Transaction currency per billing currency, or null when both are the same. */
  conversionRate: z.string().nullable(),
  relatedTransactionId: z.string().nullable(),
  /** Business order number (deposit, withdrawal, exchange…) when the movement has one. */
  orderNo: z.string().nullable(),
  country: z.string().nullable(),
  counterpartyAccountNumber: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const transactionPageData = pageData(transactionRecord).extend({
  /** Keyset cursors for page + 1 and page − 1 (null at the ends). */
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type TransactionPageData = z.infer<typeof transactionPageData>;

// ---- balances and deposit instructions ----

export const accountBalancesRequest = z.object({ ...gatewayFields });
export const accountBalance = z.object({
  currency: z.string(),
  /** Null until the first movement opens the account (balances are then all zero). */
  accountId: z.string().nullable(),
  /** Ledger balance − on hold. */
  available: z.string(),
  ledger: z.string(),
  onHold: z.string(),
});
export type AccountBalance = z.infer<typeof accountBalance>;
export const accountBalancesData = z.array(accountBalance);

export const depositInstructionsRequest = z.object({ ...gatewayFields, currency: currencyCode.optional() });
export const depositInstruction = z.object({
  currency: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** SWIFT/BIC, or null for a domestic-only rail. */
  swift: z.string().nullable(),
  /** Local clearing code (ABA routing, CLABE bank code, ISPB…) with its label. */
  routingLabel: z.string().nullable(),
  routingNumber: z.string().nullable(),
  /** The reference the payer must quote so the deposit is matched to this partner. */
  reference: z.string(),
  /** Business days the bank usually takes. */
  estimatedDays: z.number().int(),
});
export type DepositInstruction = z.infer<typeof depositInstruction>;
export const depositInstructionsData = z.array(depositInstruction);

// ---- deposit records ----

const depositFilterFields = {
  status: depositStatus.optional(),
  currency: knownCurrencyCode.optional(),
  /** Part of the order number. */
  orderNo: textField(64).optional(),
  ...moneyDateRangeFields,
};
export const depositRecordFilter = z.object(depositFilterFields).refine(rangeOk, rangeIssue);
export type DepositRecordFilter = z.infer<typeof depositRecordFilter>;

export const depositRecordPageRequest = z
  .object({ ...pageFields, ...depositFilterFields })
  .refine(rangeOk, rangeIssue);
export type DepositRecordPageRequest = z.infer<typeof depositRecordPageRequest>;

/** Spec §3 Deposit record. */
export const depositRecord = z.object({
  id: z.string(),
  orderNo: z.string(),
  creditCurrency: z.string(),
  /** What reached the account (paid amount converted, less any bank charge); "0.00" until credited. */
  creditedAmount: z.string(),
  paidAmount: z.string(),
  paymentCurrency: z.string(),
  bankName: z.string(),
  bankAccountNumber: z.string(),
  /** ISO day (UTC). */
  estimatedArrivalDate: z.string(),
  remark: z.string(),
  status: depositStatus,
  /** Why the bank rejected it (failed only). */
  failureReason: z.string().nullable(),
  /** The bank's own reference for the incoming payment. */
  bankReference: z.string(),
  /** The account transaction that credited it (credited only). */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const depositRecordPageData = pageData(depositRecord);

/**
 * Operator only, sandbox mode only: a bank "receives" `paidAmount` for the partner; the sandbox bank
 * notifies asynchronously and the notification credits the partner's account in `creditCurrency`.
 * `outcome` asks the sandbox bank to credit (default) or reject the payment.
 */
export const simulateDepositRequest = z.object({
  ...gatewayFields,
  action: z.literal('simulate'),
  partnerId: z.uuid(),
  currency: currencyCode,
  amount: moneyString,
  remark: textField(255, { multiline: true }).default(''),
  outcome: z.enum(['credit', 'fail']).default('credit'),
  idempotencyKey: idempotencyKeyField.optional(),
});
export type SimulateDepositRequest = z.infer<typeof simulateDepositRequest>;

/** `deposit-record/list` (operator only, sandbox only): the partners to pick from in the simulate dialog. */
export const depositPartnersRequest = z.object({ ...gatewayFields });
export const depositPartner = z.object({ id: z.string(), name: z.string() });
export type DepositPartner = z.infer<typeof depositPartner>;
export const depositPartnersData = z.array(depositPartner);

// ---- dashboard ----

export const dashboardRequest = z.object({ ...gatewayFields });
export const monthlyTotal = z.object({
  /** "2026-09" (UTC month). The last 3 months including the current one, oldest first. */
  month: z.string(),
  currency: z.string(),
  /** Sum of credits to the partner's accounts in that month. */
  incoming: z.string(),
  /** Sum of debits (positive number). */
  outgoing: z.string(),
});
export type MonthlyTotal = z.infer<typeof monthlyTotal>;
export const dashboardMerchant = z.object({
  id: z.string(),
  /** Readable merchant number (M000001). */
  merchantNo: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Onboarding status (merchant.ts MERCHANT_STATUSES). */
  status: z.string(),
});
/** How many of the last three months' merchants are in each onboarding status (statuses with none left out). */
export const dashboardMerchantCount = z.object({ status: z.string(), count: z.number().int() });
export const dashboardData = z.object({
  balances: accountBalancesData,
  monthly: z.array(monthlyTotal),
  /** The latest 10 transactions over all accounts. */
  recentTransactions: z.array(transactionRecord),
  /** The latest 10 merchants created in the last 3 months, newest first. */
  merchants: z.array(dashboardMerchant),
  /** A count per onboarding status of all merchants created in the last 3 months. */
  merchantCounts: z.array(dashboardMerchantCount),
});
export type DashboardData = z.infer<typeof dashboardData>;

/** Server-side text of this module's validation keys (the web has the same keys in its locales). */
export const moneyValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.transactionType': { en: 'Unknown transaction type', zh_CN: '未知的交易类型' },
  'validation.transactionStatus': { en: 'Unknown transaction status', zh_CN: '未知的交易状态' },
  'validation.accountId': { en: 'The account id is invalid', zh_CN: '账户编号无效' },
  'validation.dateRange': {
    en: 'The end date must not be before the start date',
    zh_CN: '结束日期不能早于开始日期',
  },
};
