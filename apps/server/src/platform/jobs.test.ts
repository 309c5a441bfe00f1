import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { freshDb } from '../../test/helpers/db';
import { startJobs, transactionSql, type Jobs } from './jobs';

const QUEUE = 'jobs-test.delayed';

let handle: Awaited<ReturnType<typeof freshDb>>;
let jobs: Jobs;

beforeAll(async () => {
  handle = await freshDb();
  await handle.migrate();
  jobs = await startJobs(handle, pino({ level: 'silent' }));
  await jobs.createQueue(QUEUE);
});

afterAll(async () => {
  await jobs.stop();
  await handle.drop();
});

type JobRow = { singleton_key: string; delay_seconds: number; retry_limit: number };

const queued = async (key: string) => {
  return rowsOf<JobRow>(
    handle.db,
    sql`select singleton_key, extract(epoch from start_after - created_on)::float8 as delay_seconds, retry_limit
        from pgboss.job where name = ${QUEUE} and singleton_key = ${key}`,
  );
};

describe('a job sent inside a transaction', () => {
  it('keeps its delay, retries and key, and exists once the transaction commits', async () => {
    await handle.db.transaction(async (tx) => {
      await jobs.boss.send(
        QUEUE,
        { applyId: 'a-1' },
        { startAfter: 30, retryLimit: 4, singletonKey: 'a-1', db: transactionSql(tx) },
      );
    });
    const rows = await queued('a-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.retry_limit).toBe(4);
    expect(rows[0]!.delay_seconds).toBeGreaterThanOrEqual(29);
    expect(rows[0]!.delay_seconds).toBeLessThanOrEqual(31);
  });

  it('takes an ISO start time too', async () => {
    const at = new Date(Date.now() + 3_600_000);
    await handle.db.transaction(async (tx) => {
      await jobs.boss.send(QUEUE, {}, { startAfter: at, singletonKey: 'a-2', db: transactionSql(tx) });
    });
    expect(await queued('a-2')).toHaveLength(1);
  });

  it('is not queued when the transaction rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await jobs.boss.send(QUEUE, {}, { startAfter: 5, singletonKey: 'a-3', db: transactionSql(tx) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queued('a-3')).toHaveLength(0);
  });
});
