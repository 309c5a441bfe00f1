import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../../src/db/client';

/**
 * A fresh database per test file: PGlite in memory by default; with DATABASE_URL, a new database
 * created beside the given one and dropped afterwards, so nothing is left behind.
 */
export const freshDb = async (): Promise<DbHandle & { drop(): Promise<void> }> => {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const handle = await openDb({});
    return { ...handle, drop: () => handle.close() };
  }
  const name = `remit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export type TestDb = Awaited<ReturnType<typeof freshDb>>;

/** A fresh database with every migration applied. */
export const migratedDb = async (): Promise<TestDb> => {
  const handle = await freshDb();
  await handle.migrate();
  return handle;
};
