import type { VaCountry, VaDetails } from '@remit/contract/virtual-account';

/**
 * The bank port that issues virtual accounts: asked for an account in a country (and that country's
 * currency), it answers with the details a payer needs, in the country's own format. A real bank's adapter
 * calls its API; the sandbox makes numbers up with valid check digits.
 */
export type VaIssuer = {
  readonly name: string;
  issueAccount(
    country: VaCountry,
    currency: string,
    holder: { accountName: string; seed: string },
  ): Promise<VaDetails>;
};

/** The bank's notice that money arrived on a virtual account (a webhook or a statement line). */
export type CollectionNotification = {
  /** The bank's own reference: unique, the idempotency key of the credit. */
  bankReference: string;
  virtualAccountId: string;
  currency: string;
  /** Minor units as a decimal integer string. */
  amountMinor: string;
  senderName: string;
  senderRelationship: string;
  senderAccountNumber: string;
  senderCountry: string;
  buyerName: string;
  buyerCountry: string;
  tradeComments: string;
  arrivedAt: string;
};
export type CollectionNotificationHandler = (n: CollectionNotification) => Promise<unknown>;

/** Sandbox only: the bank "receives" a payment on a virtual account and notifies the handler. */
export type CollectionSimulator = {
  simulateIncoming(n: CollectionNotification): Promise<void>;
};
