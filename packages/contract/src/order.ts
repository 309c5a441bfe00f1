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

// ---- fee schedule editor (operator only: fees are what the platform charges a partner) ----
/** The highest percentage a fee may take, in basis points (20 %); the fee_schedules table checks it too. */
export const FEE_MAX_BPS = 2000;
/** A non-negative decimal; its decimals are checked against the currency below. */
export const FEE_FIXED_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
const fractionDigits = (decimal: string) => decimal.split('.')[1]?.length ?? 0;
/** True when a fixed fee fits its currency's exponent ("5.001" USD does not; "5" and "5.1" do). */
export const fixedFitsCurrency = (fixed: string, currency: string) =>
  !isCurrency(currency) || fractionDigits(fixed.trim()) <= exponentOf(currency);

const partnerIdField = z.uuid({ error: 'validation.partnerId' });
const feeKeyFields = {
  orderType: z.enum(ORDER_TYPES, { error: 'validation.orderType' }),
  currency: currencyCode,
};
/** `partner-fee/get-by`: one partner's schedule, as the operator edits it. */
export const partnerFeeRequest = z.object({ ...gatewayFields, partnerId: partnerIdField });
export type PartnerFeeRequest = z.infer<typeof partnerFeeRequest>;
/** `partner-fee/update`: set one rule (fixed in the currency's decimals + basis points 0 … FEE_MAX_BPS). */
export const feeSetRequest = z
  .object({
    ...gatewayFields,
    partnerId: partnerIdField,
    ...feeKeyFields,
    fixed: z.string().trim().regex(FEE_FIXED_PATTERN, { error: 'validation.feeFixed' }),
    bps: z
      .number({ error: 'validation.feeBps' })
      .int({ error: 'validation.feeBps' })
      .min(0, { error: 'validation.feeBps' })
      .max(FEE_MAX_BPS, { error: 'validation.feeBps' }),
  })
  .refine((v) => fixedFitsCurrency(v.fixed, v.currency), {
    error: 'validation.feeDecimals',
    path: ['fixed'],
  });
export type FeeSetRequest = z.infer<typeof feeSetRequest>;
/** `partner-fee/delete`: drop the partner's own rule, so the default applies again. */
export const feeResetRequest = z.object({ ...gatewayFields, partnerId: partnerIdField, ...feeKeyFields });
export type FeeResetRequest = z.infer<typeof feeResetRequest>;
/** `partner-fee/list`: the partners whose fees the operator can edit (never the operator itself). */
export const feePartner = z.object({ id: z.string(), name: z.string() });
export type FeePartner = z.infer<typeof feePartner>;
export const feePartnersData = z.array(feePartner);

/** Basis points as a percentage with two decimals, from integers only: 10 → "0.10", 250 → "2.50". */
export const bpsToPercent = (bps: number) =>
  `${Math.trunc(bps / 100)}.${String(Math.abs(bps) % 100).padStart(2, '0')}`;
/** "0.1" % → 10 bps; null when it is not a percentage with at most two decimals (no floats involved). */
export const percentToBps = (percent: string): number | null => {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/** Server-side text for the fee editor's validation keys (the web form has its own, with the figures). */
export const feeValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.partnerId': { en: 'The partner id is invalid', zh_CN: '合作方编号无效' },
  'validation.orderType': {
    en: 'Unknown order type (withdrawal, exchange, payment or transfer)',
    zh_CN: '未知的订单类型（withdrawal、exchange、payment 或 transfer）',
  },
  'validation.feeFixed': {
    en: 'The fixed fee must be an amount of zero or more (digits and a decimal point)',
    zh_CN: '固定费用须为大于或等于 0 的金额（数字和小数点）',
  },
  'validation.feeDecimals': {
    en: 'The fixed fee has more decimals than its currency allows',
    zh_CN: '固定费用的小数位数超过了该币种允许的位数',
  },
  'validation.feeBps': {
    en: `The percentage must be a whole number of basis points from 0 to ${FEE_MAX_BPS} (0 % to ${FEE_MAX_BPS / 100} %)`,
    zh_CN: `费率须为 0 到 ${FEE_MAX_BPS} 之间的整数基点（0 % 至 ${FEE_MAX_BPS / 100} %）`,
  },
};

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
const orderFilterFields = {
  status: z
    .union(ORDER_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]])
    .optional(),
  currency: z.string().length(3).optional(),
  /** Inclusive ISO instants (the web sends the start and end of the picked days in the user's zone). */
  from: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  search: z.string().trim().max(64).optional(),
};
/** A custom range must not end before it starts (the message names the end date). */
const orderRangeOk = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to);
const orderRangeIssue = { error: 'validation.dateRange', path: ['to'] };
export const orderPageRequest = z
  .object({ ...pageFields, ...orderFilterFields })
  .refine(orderRangeOk, orderRangeIssue);
export type OrderPageRequest = z.infer<typeof orderPageRequest>;
/** The export filter: the page filter without paging. */
export const orderExportFilter = z.object(orderFilterFields).refine(orderRangeOk, orderRangeIssue);
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
  /** When the approver decided (approve or reject), if anyone has. */
  decidedAt: z.string().nullable(),
  /** Exchange: the rate the maker was quoted; `rate` is what it executed at (they differ after approval). */
  quotedRate: z.string().nullable(),
  /** Awaiting approval: the names of the users who may act on it (approve permission, not the maker). */
  approvers: z.array(z.string()).optional(),
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

/**
 * Maker-checker (issue 5): a second user approves or rejects a withdrawal or exchange waiting in status 1.
 * With an idempotency key a repeated decision answers the order as the first one left it.
 */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export const approvalDecisionRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  decision: z.enum(APPROVAL_DECISIONS),
  idempotencyKey: idempotencyKeyField.optional(),
});
/** The order types a partner can put behind maker-checker. */
export const APPROVAL_ORDER_TYPES = ['withdrawal', 'exchange'] as const;
export type ApprovalOrderType = (typeof APPROVAL_ORDER_TYPES)[number];
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
  orderType: z.enum(APPROVAL_ORDER_TYPES),
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
