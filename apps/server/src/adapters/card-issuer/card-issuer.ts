/**
 * The card-issuer port. A real issuer (a processor's issuing API) takes an application and answers later,
 * asynchronously, with the issued card or a refusal; the cards service's handler then records the card.
 * The PAN travels only from the issuer to the handler, in process: never through the job queue's table.
 */
export type IssueRequest = {
  applyId: string;
  partnerId: string;
  bin: string;
  panLength: number;
  validityYears: number;
  /** The name on the card: the sandbox refuses one containing DECLINE, as a test magic value. */
  cardholderName: string;
};

export type IssuerNotification =
  | { applyId: string; outcome: 'issued'; pan: string; expiryMonth: number; expiryYear: number }
  | { applyId: string; outcome: 'failed'; reason: string };

/** Marks the application Processing (the issuer took it); answers false when it is no longer pending. */
export type IssuerStartHandler = (applyId: string) => Promise<boolean>;
/** Records the outcome; throws on a PAN already in use, so the issuer tries another. */
export type IssuerNotificationHandler = (notification: IssuerNotification) => Promise<void>;

export type CardIssuer = {
  readonly name: string;
  /** Queues the application; the outcome arrives through the handler, never inside the caller's request. */
  issue(request: IssueRequest, options?: { tx?: unknown }): Promise<void>;
};
