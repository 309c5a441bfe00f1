import { z } from 'zod';
import { sandboxAnswerOptions, type Jobs } from '../../platform/jobs';
import type { BankAdapter, BankNotification, BankNotificationHandler, SimulatedIncoming } from './bank';

export const BANK_SANDBOX_QUEUE = 'bank-sandbox-notification';

/**
 * Sandbox bank settings (environment, read by the accounts plugin):
 * BANK_SANDBOX_OUTCOME        request (default: what the simulate call asks), credit (always) or fail (always)
 * BANK_SANDBOX_DELAY_SECONDS  how long the simulated bank takes to notify (default 2)
 */
export const bankSandboxConfig = z.object({
  BANK_SANDBOX_OUTCOME: z.enum(['request', 'credit', 'fail']).default('request'),
  BANK_SANDBOX_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
});
export type BankSandboxConfig = z.infer<typeof bankSandboxConfig>;

export const SANDBOX_REJECT_REASON = 'Rejected by the beneficiary bank (sandbox)';

/**
 * A simulated bank rail: a payment it is asked to receive becomes a delayed job on the queue, and the job
 * delivers the bank's notification to the handler, as a real bank's webhook would. pg-boss retries a failed
 * delivery (the handler is idempotent on the bank reference, so a retry never credits twice).
 */
export const createSandboxBank = async (
  jobs: Jobs | undefined,
  config: BankSandboxConfig,
  handler: BankNotificationHandler,
): Promise<BankAdapter> => {
  if (jobs) await jobs.work<BankNotification>(BANK_SANDBOX_QUEUE, (notification) => handler(notification));
  return {
    name: 'sandbox',
    async simulateIncoming(payment: SimulatedIncoming) {
      const wanted =
        config.BANK_SANDBOX_OUTCOME === 'request' ? payment.outcome : config.BANK_SANDBOX_OUTCOME;
      const { outcome: _asked, ...rest } = payment;
      const notification: BankNotification =
        wanted === 'fail'
          ? { ...rest, outcome: 'rejected', reason: SANDBOX_REJECT_REASON }
          : { ...rest, outcome: 'credited' };
      if (!jobs) {
        // A bare app without a queue: the bank still answers later, never inside the caller's request.
        setTimeout(
          () => void handler(notification).catch(() => undefined),
          config.BANK_SANDBOX_DELAY_SECONDS * 1000,
        );
        return;
      }
      await jobs.boss.send(
        BANK_SANDBOX_QUEUE,
        notification,
        sandboxAnswerOptions(config.BANK_SANDBOX_DELAY_SECONDS, payment.bankReference),
      );
    },
  };
};
