import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';

const base = process.env.DATABASE_URL;

/** The serving process's pool: every connection open before the first request, and kept while idle. */
describe.skipIf(!base)('a warm pool on PostgreSQL', () => {
  it('opens every pooled connection at start and keeps them open past the default idle timeout', async () => {
    const name = `remit_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const open = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
            [name],
          )
        ).rows[0]!.n,
      );
    const cold = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
    expect(await open()).toBe(0);
    await cold.close();

    const warm = await openDb({ databaseUrl: url.toString(), poolSize: 4, warmPool: true });
    try {
      expect(await open()).toBe(4);
      // pg's default idle timeout is 10 s: a warm pool keeps its connections past it.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await open()).toBe(4);
      await warm.executeSql('select 1');
      expect(await open()).toBe(4);
    } finally {
      await warm.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
