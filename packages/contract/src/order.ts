import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields } from './gateway';
import { exponentOf, isCurrency } from './money';
import { amountInRange } from './text';

/**
 * The order core shared by the order domains (withdrawal, exchange, payment and transfer): statuses, types,
 * idempotency keys, amounts, and the list, record and detail every order type has. Each type's own requests
 * live in its domain's file (withdrawal.ts, exchange.ts, payment.ts), fees in fee.ts, maker-checker in
 * approval.ts.
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

// ---- amounts ----
/** An amount as typed, before amountProblem and the currency's exponent judge it. */
export const orderAmountField = z.string().trim().max(40);
export type AmountProblem = 'format' | 'decimals' | 'notPositive' | 'tooLarge' | null;
/** Why an amount string is refused for a currency (each reason has its own message). */
export const amountProblem = (amount: string, currency: string): AmountProblem => {
  const m = /^(-)?(\d{1,30})(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return 'format';
  if (m[1] || /^0*$/.test((m[2] ?? '') + (m[3] ?? ''))) return 'notPositive';
  if (isCurrency(currency) && (m[3]?.length ?? 0) > exponentOf(currency)) return 'decimals';
  if (!amountInRange(amount)) return 'tooLarge';
  return null;
};

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

/** Available balance per currency as the order forms show it. */
export const availableRequest = z.object({ ...gatewayFields });
export const availableData = z.array(
  z.object({ currency: z.string(), balance: z.string(), onHold: z.string(), available: z.string() }),
);
export type AvailableData = z.infer<typeof availableData>;
