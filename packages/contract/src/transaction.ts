/** Spec §3 dictionaries for account transactions (codes → label keys in the web's locales). */
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
