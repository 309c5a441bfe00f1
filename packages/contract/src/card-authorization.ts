import { z } from 'zod';
import { currencyCode } from './money';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { amountField, textField } from './text';
import type { LocalText } from './local-text';
import type { CardStatus } from './card';

/**
 * Card authorizations and settlements, spec §3 Card authorization record, §4 settlement statuses,
 * authorization results and record types. Gateway service `card-authorization/{page,get,export}` and, in
 * sandbox mode, `call`: the card-network messages a processor receives (authorization, incremental,
 * reversal, clearing, refund, verification), each with the network's message id.
 */

// ---- dictionaries ----
export const NETWORK_MESSAGES = [
  'authorization',
  'incremental',
  'reversal',
  'clearing',
  'refund',
  'verification',
] as const;
export type NetworkMessageType = (typeof NETWORK_MESSAGES)[number];

/** Spec §4 record types. */
export const AUTH_RECORD_TYPES = [
  'cardAuthorization',
  'cardSettlement',
  'authorizationExpired',
  'consumptionRefund',
  'verification',
] as const;
export type AuthRecordType = (typeof AUTH_RECORD_TYPES)[number];

/** Spec §4 authorization results. */
export const AUTH_STATUSES = ['approval', 'reversal', 'declined'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** Spec §4 settlement statuses, plus the state before any clearing. */
export const SETTLE_STATUSES = [
  'unsettled',
  'settled',
  'partialSettled',
  'overpaymentSettled',
  'reversed',
] as const;
export type SettleStatus = (typeof SETTLE_STATUSES)[number];

/**
 * ISO 8583 response codes this processor answers with, each with the reason a person reads and the next step.
 * `00` approved; `85` no reason to decline (a verification).
 */
export const RESPONSE_CODES = [
  '00',
  '85',
  '05',
  '12',
  '14',
  '41',
  '51',
  '54',
  '57',
  '61',
  '62',
  '65',
] as const;
export type ResponseCode = (typeof RESPONSE_CODES)[number];

/** How long an approval waits for its clearing before it expires (a job voids the hold). */
export const AUTHORIZATION_HOLD_DAYS = 7;

// ---- calls ----
const networkFields = {
  ...gatewayFields,
  /** The network's id of this message: the same id twice is one decision. */
  networkMessageId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{6,64}$/, { error: 'validation.networkMessageId' }),
};
const acceptor = {
  mcc: z
    .string()
    .regex(/^\d{4}$/, { error: 'validation.mcc' })
    .default('5999'),
  acceptorId: textField(32).default('SANDBOX0001'),
  acceptorName: textField(64).default('Sandbox Store'),
  acquirerId: z
    .string()
    .regex(/^\d{6,11}$/, { error: 'validation.acquirerId' })
    .default('400001'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'validation.country' })
    .default('US'),
};

/** `card-authorization/call` (sandbox): one network message for a card of the caller's partner. */
export const networkMessageRequest = z.discriminatedUnion('type', [
  z.object({
    ...networkFields,
    type: z.literal('authorization'),
    cardId: z.uuid(),
    amount: amountField(),
    currency: currencyCode,
    ...acceptor,
  }),
  z.object({ ...networkFields, type: z.literal('verification'), cardId: z.uuid(), ...acceptor }),
  /** More money on an approved authorization (a hotel's extra night). */
  z.object({ ...networkFields, type: z.literal('incremental'), originalId: z.uuid(), amount: amountField() }),
  /** Gives back all of an authorization, or `amount` of it. */
  z.object({
    ...networkFields,
    type: z.literal('reversal'),
    originalId: z.uuid(),
    amount: amountField().optional(),
  }),
  /** Settles an authorization: exactly, below (the rest is released) or above it (the extra is posted too). */
  z.object({ ...networkFields, type: z.literal('clearing'), originalId: z.uuid(), amount: amountField() }),
  /** Money back on a settled purchase, at most what was settled and not refunded yet. */
  z.object({ ...networkFields, type: z.literal('refund'), originalId: z.uuid(), amount: amountField() }),
]);
export type NetworkMessageRequest = z.infer<typeof networkMessageRequest>;

export const authorizationFilterFields = {
  /** Record number, authorization code, acceptor name or the card's last 4. */
  search: searchField,
  cardId: z.uuid().optional(),
  recordType: z.enum(AUTH_RECORD_TYPES).optional(),
  authStatus: z.enum(AUTH_STATUSES).optional(),
  settleStatus: z.enum(SETTLE_STATUSES).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
};
export const authorizationPageRequest = z
  .object({ ...pageFields, ...authorizationFilterFields })
  .refine((v) => !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo, {
    error: 'validation.dateRange',
    path: ['createdTo'],
  });
export type AuthorizationPageRequest = z.infer<typeof authorizationPageRequest>;
export const authorizationGetRequest = idRequest;

// ---- answers ----
export const authorizationRecord = z.object({
  id: z.string(),
  recordNo: z.string(),
  cardId: z.string(),
  maskedPan: z.string(),
  merchantName: z.string(),
  messageType: z.enum(NETWORK_MESSAGES),
  recordType: z.enum(AUTH_RECORD_TYPES),
  networkMessageId: z.string(),
  originalId: z.string().nullable(),
  authCode: z.string(),
  authStatus: z.enum(AUTH_STATUSES),
  settleStatus: z.enum(SETTLE_STATUSES).nullable(),
  responseCode: z.string(),
  /** The reason a person reads, and what to do next (declines only). */
  reason: z.string(),
  nextStep: z.string(),
  processStatus: z.enum(['processed', 'failed']),
  /** The amount authorized, incrementals included; what was reversed, cleared and refunded are beside it. */
  transactionAmount: z.string(),
  transactionCurrency: z.string(),
  billingAmount: z.string(),
  billingCurrency: z.string(),
  /** What reversals (the network's, or expiry) gave back of an authorization; 0 for other records. */
  reversedTransactionAmount: z.string(),
  reversedBillingAmount: z.string(),
  /** Billing units per transaction unit when the currencies differ. */
  rate: z.string(),
  settledTransactionAmount: z.string(),
  settledBillingAmount: z.string(),
  refundedBillingAmount: z.string(),
  mcc: z.string(),
  acquirerId: z.string(),
  acceptorId: z.string(),
  acceptorName: z.string(),
  country: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuthorizationRecord = z.infer<typeof authorizationRecord>;
export const authorizationPageData = pageData(authorizationRecord);

/** `get`: the record with its lifecycle (the original and every message that followed it), oldest first. */
export const authorizationDetail = authorizationRecord.extend({ lifecycle: z.array(authorizationRecord) });
export type AuthorizationDetail = z.infer<typeof authorizationDetail>;

// ---- texts ----
export const authRecordTypeText: Record<AuthRecordType, LocalText> = {
  cardAuthorization: { en: 'Card authorization', zh_CN: '卡授权' },
  cardSettlement: { en: 'Card settlement', zh_CN: '卡清算' },
  authorizationExpired: { en: 'Authorization expired', zh_CN: '授权过期' },
  consumptionRefund: { en: 'Consumption refund', zh_CN: '消费退款' },
  verification: { en: 'Verification', zh_CN: '验证' },
};
export const authStatusText: Record<AuthStatus, LocalText> = {
  approval: { en: 'Approval', zh_CN: '批准' },
  reversal: { en: 'Reversal', zh_CN: '冲正' },
  declined: { en: 'Declined', zh_CN: '拒绝' },
};
export const settleStatusText: Record<SettleStatus, LocalText> = {
  unsettled: { en: 'Not settled', zh_CN: '未清算' },
  settled: { en: 'Settled', zh_CN: '已清算' },
  partialSettled: { en: 'Partial Settled', zh_CN: '部分清算' },
  overpaymentSettled: { en: 'Overpayment Settled', zh_CN: '超额清算' },
  reversed: { en: 'Reversed', zh_CN: '已冲正' },
};

/**
 * A decline's reason and next step, with the figures that explain it ({used}, {limit}, {currency} …).
 * The server fills them in the record's language at read time. A next step is one the user can take:
 * limits can only be lowered (spec §5), so a limit decline never advises raising one; a status decline
 * names only a move its status allows (`statusDecline`).
 */
export const declineText: Record<string, { code: ResponseCode; reason: LocalText; next: LocalText }> = {
  cardUnknown: {
    code: '14',
    reason: { en: 'No such card.', zh_CN: '卡片不存在。' },
    next: { en: 'Check the card number with the cardholder.', zh_CN: '请与持卡人核对卡号。' },
  },
  cardExpired: {
    code: '54',
    reason: { en: 'The card expired in {expiry}.', zh_CN: '该卡已于 {expiry} 过期。' },
    next: { en: 'Apply for a new card for this merchant.', zh_CN: '请为该商户申请新卡。' },
  },
  cardLost: {
    code: '41',
    reason: { en: 'The card is reported lost.', zh_CN: '该卡已挂失。' },
    next: {
      en: 'If it was found, recover it from loss in Card Details.',
      zh_CN: '如已找回，请在卡片详情中解除挂失。',
    },
  },
  cardUnactivated: {
    code: '62',
    reason: { en: 'The card is not activated yet.', zh_CN: '该卡尚未激活。' },
    next: {
      en: 'Activate it in Card Details once the cardholder has received it.',
      zh_CN: '持卡人收到卡片后，请在卡片详情中激活。',
    },
  },
  cardBlocked: {
    code: '62',
    reason: { en: 'The card is blocked.', zh_CN: '该卡已冻结。' },
    next: {
      en: 'Unblock it in Card Details, if it may be used again.',
      zh_CN: '如可再次使用，请在卡片详情中解冻。',
    },
  },
  // A revoked card (Closing or Closed): revoking cannot be undone.
  cardNotUsable: {
    code: '62',
    reason: { en: 'The card is {status}.', zh_CN: '该卡当前状态为“{statusZh}”。' },
    next: {
      en: 'A revoked card cannot be used again. Apply for a new card for this merchant.',
      zh_CN: '已注销的卡无法再次使用，请为该商户申请新卡。',
    },
  },
  merchantNotApproved: {
    code: '57',
    reason: { en: 'The cardholder (merchant) is not approved.', zh_CN: '持卡人（商户）未通过审核。' },
    next: { en: 'Check the merchant in Merchants.', zh_CN: '请在商户页面查看该商户。' },
  },
  singleLimit: {
    code: '61',
    reason: {
      en: '{amount} {currency} is above the single-transaction limit of {limit} {currency}.',
      zh_CN: '{amount} {currency} 超过单笔限额 {limit} {currency}。',
    },
    next: {
      en: 'Pay a smaller amount. A limit lowered in Card Details can be set back to the product default there; no limit goes above it.',
      zh_CN: '请减少金额。如在卡片详情中调低过限额，可在那里恢复为产品默认值；限额不能高于默认值。',
    },
  },
  dailyLimit: {
    code: '61',
    reason: {
      en: 'Daily limit reached: {used} of {limit} {currency} used today.',
      zh_CN: '已达日限额：今日已用 {used}，上限 {limit} {currency}。',
    },
    next: {
      en: 'Try again tomorrow, or pay a smaller amount. A limit lowered in Card Details can be set back to the product default there; no limit goes above it.',
      zh_CN:
        '请明天再试，或减少金额。如在卡片详情中调低过限额，可在那里恢复为产品默认值；限额不能高于默认值。',
    },
  },
  monthlyLimit: {
    code: '61',
    reason: {
      en: 'Monthly limit reached: {used} of {limit} {currency} used this month.',
      zh_CN: '已达月限额：本月已用 {used}，上限 {limit} {currency}。',
    },
    next: {
      en: 'Try again next month, or pay a smaller amount. A limit lowered in Card Details can be set back to the product default there; no limit goes above it.',
      zh_CN:
        '请下月再试，或减少金额。如在卡片详情中调低过限额，可在那里恢复为产品默认值；限额不能高于默认值。',
    },
  },
  totalLimit: {
    code: '61',
    reason: {
      en: 'Overall limit reached: {used} of {limit} {currency} used.',
      zh_CN: '已达总限额：已用 {used}，上限 {limit} {currency}。',
    },
    next: {
      en: 'Apply for a new card for this merchant, or pay a smaller amount. A limit lowered in Card Details can be set back to the product default there; no limit goes above it.',
      zh_CN:
        '请为该商户申请新卡，或减少金额。如在卡片详情中调低过限额，可在那里恢复为产品默认值；限额不能高于默认值。',
    },
  },
  dailyCount: {
    code: '65',
    reason: {
      en: 'Too many transactions today: {used} of at most {limit}.',
      zh_CN: '今日交易笔数已达上限：{used}/{limit}。',
    },
    next: {
      en: 'Try again tomorrow. A limit lowered in Card Details can be set back to the product default there; no limit goes above it.',
      zh_CN: '请明天再试。如在卡片详情中调低过限额，可在那里恢复为产品默认值；限额不能高于默认值。',
    },
  },
  insufficientFunds: {
    code: '51',
    reason: {
      en: 'Not enough money: {available} {currency} available for {amount} {currency}.',
      zh_CN: '余额不足：可用 {available} {currency}，需要 {amount} {currency}。',
    },
    next: {
      en: 'Top up the card from its merchant account in Card Details, or pay a smaller amount.',
      zh_CN: '请在卡片详情中从商户账户为该卡充值，或减少金额。',
    },
  },
  // A shared card has no balance of its own: it spends its merchant's account.
  merchantFundsShort: {
    code: '51',
    reason: {
      en: 'Not enough money in the merchant account: {available} {currency} available for {amount} {currency}.',
      zh_CN: '商户账户余额不足：可用 {available} {currency}，需要 {amount} {currency}。',
    },
    next: {
      en: 'Make a payment to the merchant account this card spends, or pay a smaller amount.',
      zh_CN: '请向该卡使用的商户账户付款，或减少金额。',
    },
  },
  currencyNotServed: {
    code: '12',
    reason: { en: 'No rate from {from} to {to}.', zh_CN: '没有 {from} 兑 {to} 的汇率。' },
    next: { en: 'Pay in the card currency.', zh_CN: '请以卡片币种支付。' },
  },
};

/** The decline a card's status gives before its money is looked at; none for a Normal card. */
export const statusDecline = (status: CardStatus): keyof typeof declineText | undefined => {
  switch (status) {
    case 'normal':
      return undefined;
    case 'lost':
      return 'cardLost';
    case 'expired':
      return 'cardExpired';
    case 'unactivated':
      return 'cardUnactivated';
    case 'blocked':
      return 'cardBlocked';
    case 'closing':
    case 'closed':
      return 'cardNotUsable';
  }
};

export { cardAuthorizationErrors } from './card-authorization-errors';

export const cardAuthorizationValidationText: Record<string, LocalText> = {
  'validation.networkMessageId': {
    en: 'A network message id is 6–64 letters, digits or . _ : -',
    zh_CN: '网络报文编号为 6–64 位字母、数字或 . _ : -',
  },
  'validation.mcc': { en: 'An MCC is 4 digits', zh_CN: 'MCC 为 4 位数字' },
  'validation.acquirerId': { en: 'An acquirer id is 6–11 digits', zh_CN: '收单机构编号为 6–11 位数字' },
};
