/**
 * The bank port for incoming money. A real bank tells us, asynchronously, that a payment arrived
 * on a partner's virtual account (a webhook or a statement line) or that it was rejected; the money core's
 * notification handler then credits the partner through the bank-settlement account. The handler is
 * idempotent on the bank's reference, so a redelivered notification credits once.
 */
export type BankNotification = {
  /** The bank's own reference for the payment: unique, the idempotency key of the credit. */
  bankReference: string;
  partnerId: string;
  outcome: 'credited' | 'rejected';
  currency: string;
  /** Minor units as a decimal integer string (what the bank says arrived). */
  amountMinor: string;
  payerName?: string;
  payerAccount?: string;
  /** ISO 3166 alpha-2 of the payer's bank. */
  country?: string;
  /** Why the bank rejected it (rejected only). */
  reason?: string;
};

export type BankNotificationHandler = (notification: BankNotification) => Promise<void>;

/** An incoming payment the sandbox bank is asked to "receive" (operator's simulate action, demo, tests). */
export type SimulatedIncoming = Omit<BankNotification, 'outcome' | 'reason'> & {
  /** What the requester asked for; the sandbox configuration may override it. */
  outcome: 'credit' | 'fail';
};

export type BankAdapter = {
  readonly name: string;
  /** Sandbox only: makes the bank receive a payment and notify later. Real adapters do not have it. */
  simulateIncoming?(payment: SimulatedIncoming): Promise<void>;
};
