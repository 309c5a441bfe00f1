import { textOf, type LocalText } from './local-text';

/** Spec §3 dictionaries for account transactions (codes; their words are the tables below). */
export const TRANSACTION_TYPES = {
  DEPOSIT: 100,
  COLLECTION: 101,
  WITHDRAWAL: 110,
  PAYMENT: 111,
  TRANSFER_IN: 120,
  TRANSFER_OUT: 121,
  EXCHANGE_IN: 122,
  EXCHANGE_OUT: 123,
  /** Spec §4 labels "topup" and "return": a top-up card funded from its merchant account, and money back. */
  TOP_UP: 130,
  CARD_RETURN: 131,
  /** A card purchase: held at authorization, posted at clearing (spec §4 record types). */
  CARD_PURCHASE: 140,
  /** Spec §4 label "refund": a consumption refund back to the card's funding account. */
  CARD_REFUND: 141,
  FEE: 500,
} as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];

export const TRANSACTION_STATUSES = {
  NORMAL: 1,
  REVERSAL: 2,
  REVERSED: 3,
  TEMP: 4,
  DECLINED: 5,
  CANCEL: 6,
  CANCELLED: 7,
  INVALIDITY: 8,
  REFUND: 10,
  PENDING: 11,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[keyof typeof TRANSACTION_STATUSES];

// ---- words ----

/**
 * Every transaction type the ledger can write, in both languages: the one table behind the Transactions and
 * Account screens, the dashboard, exports, statements (CSV and PDF) and the public card lookup. A code added to
 * TRANSACTION_TYPES without words here fails the typecheck (the Record needs every code).
 */
export const TRANSACTION_TYPE_TEXT: Readonly<Record<TransactionType, LocalText>> = {
  100: { en: 'Deposit', zh_CN: '入金' },
  101: { en: 'Collection', zh_CN: '收款' },
  110: { en: 'Withdrawal', zh_CN: '提现' },
  111: { en: 'Payment', zh_CN: '付款' },
  120: { en: 'Transfer In', zh_CN: '转入' },
  121: { en: 'Transfer Out', zh_CN: '转出' },
  122: { en: 'Exchange in', zh_CN: '换汇转入' },
  123: { en: 'Exchange out', zh_CN: '换汇转出' },
  130: { en: 'Card top-up', zh_CN: '卡充值' },
  /** Money taken off a top-up card back to its merchant account (spec §4 label "return"). */
  131: { en: 'Card withdrawal', zh_CN: '卡余额转出' },
  140: { en: 'Card purchase', zh_CN: '刷卡消费' },
  141: { en: 'Card refund', zh_CN: '刷卡退款' },
  500: { en: 'Fee', zh_CN: '手续费' },
};

/** Every transaction status (spec §3 dictionary), in both languages; as the types. */
export const TRANSACTION_STATUS_TEXT: Readonly<Record<TransactionStatus, LocalText>> = {
  1: { en: 'Normal', zh_CN: '正常' },
  2: { en: 'Reversal', zh_CN: '冲正' },
  3: { en: 'Reversed', zh_CN: '已冲正' },
  4: { en: 'Temp', zh_CN: '临时' },
  5: { en: 'Declined', zh_CN: '已拒绝' },
  6: { en: 'Cancel', zh_CN: '取消' },
  7: { en: 'Cancelled', zh_CN: '已取消' },
  8: { en: 'Invalidity', zh_CN: '无效' },
  10: { en: 'Refund', zh_CN: '退款' },
  11: { en: 'Pending', zh_CN: '处理中' },
};

/** Words for a stored code no table knows (a row written before a code was retired): never a bare number. */
const OTHER_TYPE: LocalText = { en: 'Other transaction', zh_CN: '其他交易' };
const OTHER_STATUS: LocalText = { en: 'Other status', zh_CN: '其他状态' };

/** The words of a stored transaction type (a number read from the database or the wire). */
export const transactionTypeText = (type: number): LocalText =>
  textOf(TRANSACTION_TYPE_TEXT, String(type)) ?? OTHER_TYPE;

/** The words of a stored transaction status. */
export const transactionStatusText = (status: number): LocalText =>
  textOf(TRANSACTION_STATUS_TEXT, String(status)) ?? OTHER_STATUS;
