import { z } from 'zod';
import type { Jobs } from '../../platform/jobs';
import { sandboxAnswerOptions } from '../answer-later';
import type { BankRail, RailCallback, RailOutcome } from './rail';

export const RAIL_SANDBOX_QUEUE = 'rail-sandbox-outcome';

/**
 * Sandbox rail settings (read from the environment by the orders plugin):
 * RAIL_SANDBOX_OUTCOME  manual (default: the order waits for the sandbox controls), complete, fail or return
 * RAIL_SANDBOX_DELAY_SECONDS  how long the simulated bank takes (default 2)
 */
export const railSandboxConfig = z.object({
  RAIL_SANDBOX_OUTCOME: z.enum(['manual', 'complete', 'fail', 'return']).default('manual'),
  RAIL_SANDBOX_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
});
export type RailSandboxConfig = z.infer<typeof railSandboxConfig>;

type OutcomeJob = { partnerId: string; orderId: string; outcome: RailOutcome };

/**
 * A simulated bank: each submission becomes a delayed job on the queue, and the job reports the configured
 * outcome through the callback, as a real bank's webhook would. "return" completes first, then returns.
 * The callback is idempotent (an order already in the target status is left alone), so job retries are safe.
 */
export const createSandboxRail = async (
  jobs: Jobs | undefined,
  config: RailSandboxConfig,
  callback: RailCallback,
): Promise<BankRail> => {
  if (jobs)
    await jobs.work<OutcomeJob>(RAIL_SANDBOX_QUEUE, async ({ partnerId, orderId, outcome }) => {
      if (outcome === 'return') await callback(partnerId, orderId, 'complete');
      await callback(partnerId, orderId, outcome);
    });
  return {
    async submit(order) {
      if (!jobs || config.RAIL_SANDBOX_OUTCOME === 'manual') return;
      const data: OutcomeJob = { ...order, outcome: config.RAIL_SANDBOX_OUTCOME };
      await jobs.boss.send(RAIL_SANDBOX_QUEUE, data, sandboxAnswerOptions(config.RAIL_SANDBOX_DELAY_SECONDS));
    },
  };
};
