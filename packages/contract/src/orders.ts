import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields } from './gateway';
import { currencyCode, exponentOf, isCurrency, moneyString } from './money';

/**
 * Orders (issue 5): withdrawal, exchange, payment and transfer, their statuses, fees and requests.
 * Spec §3: order status 1 Initial, 2 Failure in acceptance, 3 Successfully accepted, 4 Completed, 5 Refund;
 * product type 10 Partner Account, 12 Merchant Account.
 */
export const ORDER_STATUS = { INITIAL: 1, FAILED: 2, ACCEPTED: 3, COMPLETED: 4, REFUND: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = [1, 2, 3, 4, 5] as const;

export const ORDER_TYPES = ['withdrawal', 'exchange', 'payment', 'transfer'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PRODUCT_TYPE = { PARTNER_ACCOUNT: 10, MERCHANT_ACCOUNT: 12 } as const;

/** The header a client may send its idempotency key in (the body field `idempotencyKey` works too). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeyField = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** Exchange quotes are locked this long (seconds) unless the server is configured otherwise. */
export const QUOTE_LOCK_SECONDS = 30;

// ---- amounts ----
export type AmountProblem = 'format' | 'decimals' | 'notPositive' | null;
/** Why an amount string is refused for a currency (each reason has its own message). */
export const amountProblem = (amount: string, currency: string): AmountProblem => {
  const m = /^(-)?(\d{1,30})(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return 'format';
  if (m[1] || /^0*$/.test((m[2] ?? '') + (m[3] ?? ''))) return 'notPositive';
  if (isCurrency(currency) && (m[3]?.length ?? 0) > exponentOf(currency)) return 'decimals';
  return null;
};

// ---- fees ----
/** A fee: fixed minor units plus basis points of the amount (1 bp = 0.01 %), rounded up. */
export type FeeRule = { fixed: bigint; bps: number };
export const computeFee = (amountMinor: bigint, rule: FeeRule) =>
  rule.fixed + (amountMinor * BigInt(rule.bps) + 9999n) / 10000n;

export const feeScheduleRecord = z.object({
  orderType: z.enum(ORDER_TYPES),
  currency: z.string(),
  fixed: z.string(),
  bps: z.number().int(),
  isDefault: z.boolean(),
});
export type FeeScheduleRecord = z.infer<typeof feeScheduleRecord>;
export const feeListData = z.array(feeScheduleRecord);
export const feeSetRequest = z.object({
  ...gatewayFields,
  orderType: z.enum(ORDER_TYPES),
  currency: currencyCode,
  fixed: moneyString,
  bps: z.number().int().min(0).max(2000),
});
export type FeeSetRequest = z.infer<typeof feeSetRequest>;

// ---- requests ----
const amountField = z.string().trim().max(40);

export const withdrawalCreateRequest = z.object({
  ...gatewayFields,
  withdrawalAccountId: z.uuid(),
  amount: amountField,
  idempotencyKey: idempotencyKeyField.optional(),
  remark: z.string().trim().max(140).optional().default(''),
});
export type WithdrawalCreateRequest = z.infer<typeof withdrawalCreateRequest>;

export const FIXED_SIDES = ['sell', 'buy'] as const;
export const exchangeQuoteRequest = z.object({
  ...gatewayFields,
  sellCurrency: currencyCode,
  buyCurrency: currencyCode,
  fixedSide: z.enum(FIXED_SIDES),
  amount: amountField,
});
export type ExchangeQuoteRequest = z.infer<typeof exchangeQuoteRequest>;
export const exchangeQuote = z.object({
  id: z.string(),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  fixedSide: z.enum(FIXED_SIDES),
  sellAmount: z.string(),
  buyAmount: z.string(),
  /** The platform's spread, charged in the sell currency (a fee transaction of its own). */
  fee: z.string(),
  /** Mid-market rate: buy currency per one sell currency. */
  midRate: z.string(),
  /** What the partner gets in effect: buy amount ÷ sell amount including the fee. */
  rate: z.string(),
  expiresAt: z.string(),
  lockSeconds: z.number().int(),
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;
export const exchangeExecuteRequest = z.object({
  ...gatewayFields,
  quoteId: z.uuid(),
  idempotencyKey: idempotencyKeyField.optional(),
});
export type ExchangeExecuteRequest = z.infer<typeof exchangeExecuteRequest>;

export const PAYMENT_DIRECTIONS = ['toMerchant', 'toPartner'] as const;
export const paymentCreateRequest = z.object({
  ...gatewayFields,
  /** toMerchant: partner account (10) → merchant account (12); toPartner: back. */
  direction: z.enum(PAYMENT_DIRECTIONS),
  merchantId: z.uuid(),
  currency: currencyCode,
  amount: amountField,
  idempotencyKey: idempotencyKeyField.optional(),
  remark: z.string().trim().max(140).optional().default(''),
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateRequest>;

/**
 * Transfer (spec §3 types 120 Transfer In / 121 Transfer Out): between the partner's own account (product 10)
 * and one of its merchants' accounts (product 12), in one currency; same shape as a payment.
 */
export const transferCreateRequest = paymentCreateRequest;
export type TransferCreateRequest = PaymentCreateRequest;

/** The merchant accounts (product 12) a payment or transfer can reach, with what they hold. */
export const merchantAccountsData = z.array(
  z.object({ merchantId: z.string(), currency: z.string(), available: z.string() }),
);
export type MerchantAccountsData = z.infer<typeof merchantAccountsData>;

// ---- lists and records ----
export const orderPageRequest = z.object({
  ...pageFields,
  status: z
    .union(ORDER_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]])
    .optional(),
  currency: z.string().length(3).optional(),
  /** Inclusive ISO instants (the web sends the start and end of the picked days in the user's zone). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  search: z.string().trim().max(64).optional(),
});
export type OrderPageRequest = z.infer<typeof orderPageRequest>;
/** The export filter: the page filter without paging. */
export const orderExportFilter = orderPageRequest.omit({ page: true, size: true });
export type OrderExportFilter = z.infer<typeof orderExportFilter>;

export const orderRecord = z.object({
  id: z.string(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  buyCurrency: z.string().nullable(),
  buyAmount: z.string().nullable(),
  rate: z.string().nullable(),
  fixedSide: z.string().nullable(),
  withdrawalAccountId: z.string().nullable(),
  accountNumber: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  merchantId: z.string().nullable(),
  direction: z.string().nullable(),
  remark: z.string(),
  failureReason: z.string().nullable(),
  /** Maker-checker: waiting (status 1) for a second user's approval when true and not yet approved. */
  approvalRequired: z.boolean(),
  approvedBy: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Who made it, for "who must act" (any other user who may approve). */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecord>;
export const orderPageData = pageData(orderRecord);

export const orderHistoryItem = z.object({
  status: z.number().int(),
  note: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export const orderDetail = orderRecord.extend({ history: z.array(orderHistoryItem) });
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderGetRequest = idRequest;

/** Sandbox controls (DESIGN §1): drive a withdrawal through the rail's outcomes by hand. */
export const SANDBOX_OUTCOMES = ['complete', 'fail', 'return'] as const;
export const sandboxOrderRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  outcome: z.enum(SANDBOX_OUTCOMES),
});
export type SandboxOrderRequest = z.infer<typeof sandboxOrderRequest>;

/** Maker-checker (issue 5): a second user approves or rejects a withdrawal waiting in status 1. */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export const approvalDecisionRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  decision: z.enum(APPROVAL_DECISIONS),
});
export type ApprovalDecisionRequest = z.infer<typeof approvalDecisionRequest>;

/** Thresholds per order type and currency; `threshold: null` removes the rule. */
export const approvalRuleRecord = z.object({
  orderType: z.enum(ORDER_TYPES),
  currency: z.string(),
  threshold: z.string(),
});
export const approvalRuleListData = z.array(approvalRuleRecord);
export const approvalRuleSetRequest = z.object({
  ...gatewayFields,
  orderType: z.literal('withdrawal'),
  currency: currencyCode,
  threshold: moneyString.nullable(),
});
export type ApprovalRuleSetRequest = z.infer<typeof approvalRuleSetRequest>;

/** Available balance per currency as the order forms show it. */
export const availableRequest = z.object({ ...gatewayFields });
export const availableData = z.array(
  z.object({ currency: z.string(), balance: z.string(), onHold: z.string(), available: z.string() }),
);
export type AvailableData = z.infer<typeof availableData>;
