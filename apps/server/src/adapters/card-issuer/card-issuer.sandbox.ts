import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { luhnCheckDigit } from '@remit/contract/card';
import type { Tx } from '../../db/client';
import { sandboxAnswerOptions, transactionSql, type Jobs } from '../../platform/jobs';
import type { CardIssuer, IssueRequest, IssuerNotificationHandler, IssuerStartHandler } from './card-issuer';

export const CARD_ISSUER_SANDBOX_QUEUE = 'card-issuer-sandbox';

/**
 * Sandbox issuer settings (environment, read by the cards plugin):
 * CARD_ISSUER_SANDBOX_OUTCOME        success (default: issue unless the name says DECLINE) or fail (always)
 * CARD_ISSUER_SANDBOX_DELAY_SECONDS  how long the simulated issuer takes (default 2)
 */
export const cardIssuerSandboxConfig = z.object({
  CARD_ISSUER_SANDBOX_OUTCOME: z.enum(['success', 'fail']).default('success'),
  CARD_ISSUER_SANDBOX_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
});
export type CardIssuerSandboxConfig = z.infer<typeof cardIssuerSandboxConfig>;

export const SANDBOX_DECLINE_REASON = 'Declined by the card issuer (sandbox)';
const PAN_ATTEMPTS = 5;

/** A Luhn-valid PAN in the BIN's range: the BIN, random account digits, the check digit. */
export const samplePan = (bin: string, length: number) => {
  let body = bin;
  while (body.length < length - 1) body += String(randomInt(0, 10));
  return body + luhnCheckDigit(body);
};

/** The expiry a card issued today gets: the same month, `years` later. */
export const expiryFrom = (now: Date, years: number) => ({
  expiryMonth: now.getUTCMonth() + 1,
  expiryYear: now.getUTCFullYear() + years,
});

/**
 * A simulated issuer: an application becomes a delayed job; the job marks it Processing, makes a PAN in the
 * product's range and hands the card to the handler (a PAN already in use makes it try another). The job
 * carries the application only, so no PAN is ever written to the queue's table.
 */
export const createSandboxCardIssuer = async (
  jobs: Jobs | undefined,
  config: CardIssuerSandboxConfig,
  onStart: IssuerStartHandler,
  handler: IssuerNotificationHandler,
): Promise<CardIssuer> => {
  const process = async (request: IssueRequest) => {
    if (!(await onStart(request.applyId))) return;
    if (config.CARD_ISSUER_SANDBOX_OUTCOME === 'fail' || /DECLINE/i.test(request.cardholderName)) {
      await handler({ applyId: request.applyId, outcome: 'failed', reason: SANDBOX_DECLINE_REASON });
      return;
    }
    let lastError: unknown;
    for (let attempt = 0; attempt < PAN_ATTEMPTS; attempt++) {
      try {
        await handler({
          applyId: request.applyId,
          outcome: 'issued',
          pan: samplePan(request.bin, request.panLength),
          ...expiryFrom(new Date(), request.validityYears),
        });
        return;
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError;
  };
  if (jobs) {
    await jobs.createQueue(CARD_ISSUER_SANDBOX_QUEUE);
    await jobs.work<IssueRequest>(CARD_ISSUER_SANDBOX_QUEUE, process);
  }
  return {
    name: 'sandbox',
    async issue(request, options) {
      if (!jobs) {
        // A bare app without a queue: the issuer still answers later, never inside the caller's request.
        setTimeout(
          () => void process(request).catch(() => undefined),
          config.CARD_ISSUER_SANDBOX_DELAY_SECONDS * 1000,
        );
        return;
      }
      const tx = options?.tx as Tx | undefined;
      const answer = sandboxAnswerOptions(config.CARD_ISSUER_SANDBOX_DELAY_SECONDS, request.applyId);
      if (tx) {
        // Inside the apply record's own transaction: the job exists exactly when the record does.
        await jobs.boss.send(CARD_ISSUER_SANDBOX_QUEUE, request, { ...answer, db: transactionSql(tx) });
        return;
      }
      await jobs.boss.send(CARD_ISSUER_SANDBOX_QUEUE, request, answer);
    },
  };
};
