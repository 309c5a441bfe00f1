import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbHandle, type Tx } from '../db/client';
import { MAIL_QUEUE } from './mail';

/**
 * pg-boss's `executeSql` over a drizzle transaction: a job sent with it is inserted by that transaction,
 * so it is queued exactly when the change that asked for it commits, and never when it rolls back.
 */
export const transactionSql = (tx: Tx) => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = [];
    // Each `$n` becomes its own placeholder, so PostgreSQL infers each one's type from its own place: pg-boss's
    // `CAST($5 AS timestamptz)` (the start-after branch for an ISO date) would then parse a delay of "2" seconds
    // as a date and fail. A string is sent as text, as pg-boss's single `$5` is, and cast where it is used.
    const param = (value: unknown) =>
      typeof value === 'string' ? sql`${value}::text` : sql`${value ?? null}`;
    parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : param(values[Number(part) - 1])));
    return { rows: await rowsOf<unknown>(tx, sql.join(chunks)) };
  },
});

export type Jobs = {
  boss: PgBoss;
  /**
   * Enqueues a job; every handler is idempotent, so a retry never does the work twice. With `tx` the job
   * is part of that transaction (its queue must exist already: queues are made outside transactions).
   */
  send(queue: string, data: object, tx?: Tx): Promise<string | null>;
  /** Makes a queue ahead of sending to it inside a transaction. */
  createQueue(queue: string): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs `task` on a cron schedule in UTC: pg-boss fires each tick once, whichever instance takes it. */
  every(queue: string, cron: string, task: () => Promise<unknown>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * pg-boss 10 on the same database. On PGlite it runs through `db.executeSql`
 * (see db/client.ts for the exec/query split); on PostgreSQL through its own small pool.
 */
export const startJobs = async (handle: DbHandle, log: FastifyBaseLogger): Promise<Jobs> => {
  const boss =
    handle.kind === 'postgres'
      ? new PgBoss({ connectionString: handle.connectionString, max: 3 })
      : new PgBoss({ db: { executeSql: (text, values) => handle.executeSql(text, values) } });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensure = async (queue: string) => {
    if (queues.has(queue)) return;
    await boss.createQueue(queue);
    queues.add(queue);
  };
  await ensure(MAIL_QUEUE);
  const work: Jobs['work'] = async (queue, handler) => {
    await ensure(queue);
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data as never);
    });
  };
  return {
    boss,
    async send(queue, data, tx) {
      const options = { retryLimit: 5, retryDelay: 5, retryBackoff: true };
      if (!tx) {
        await ensure(queue);
        return boss.send(queue, data, options);
      }
      // On PGlite a queue made here would wait for the open transaction: that is a deadlock, not a delay.
      if (!queues.has(queue))
        throw new Error(`queue ${queue} must be created before sending in a transaction`);
      return boss.send(queue, data, { ...options, db: transactionSql(tx) });
    },
    createQueue: ensure,
    work,
    async every(queue, cron, task) {
      await work(queue, async () => {
        await task();
      });
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
};
