import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';

export type Jobs = {
  boss: PgBoss;
  /** Enqueues a job; every handler is idempotent, so a retry never does the work twice. */
  send(queue: string, data: object): Promise<string | null>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
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
  return {
    boss,
    async send(queue, data) {
      await ensure(queue);
      return boss.send(queue, data, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
    },
    async work(queue, handler) {
      await ensure(queue);
      await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
};
