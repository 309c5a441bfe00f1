import type { Tx } from '../db/client';
import { transactionSql, type Jobs } from '../platform/jobs';

/**
 * How a sandbox adapter sends itself its later answer: after `delaySeconds`, retried 5 times 2 s apart, and
 * (with `key`) one job per key at a time.
 */
export const sandboxAnswerOptions = (delaySeconds: number, key?: string) => ({
  startAfter: delaySeconds,
  retryLimit: 5,
  retryDelay: 2,
  ...(key === undefined ? {} : { singletonKey: key }),
});

/**
 * A sandbox rail answers later, never inside the caller's request: a delayed job on its queue, retried and
 * once per key (inside the caller's transaction when one is given, so the job exists exactly when the
 * caller's record does), or a timer in a bare app without a queue.
 */
export const answerLater = async <T extends object>(
  jobs: Jobs | undefined,
  queue: string,
  answer: T,
  how: { delaySeconds: number; key: string; tx?: Tx; handle: (answer: T) => Promise<unknown> },
) => {
  if (!jobs) {
    setTimeout(() => void how.handle(answer).catch(() => undefined), how.delaySeconds * 1000);
    return;
  }
  await jobs.boss.send(queue, answer, {
    ...sandboxAnswerOptions(how.delaySeconds, how.key),
    ...(how.tx ? { db: transactionSql(how.tx) } : {}),
  });
};
