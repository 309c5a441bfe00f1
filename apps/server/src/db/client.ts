import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../paths';
import * as schema from './schema/index';
import { AppError } from '../platform/errors';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: repositories take either, first. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw SQL statement, typed by the caller (drizzle's `execute` answers the driver's result). */
export const rowsOf = async <T>(db: Tx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The SQL runner pg-boss needs (`executeSql(text, values)` → `{ rows }`). */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: SqlRunner;
  /** For pg-boss on PostgreSQL: its own pool from the URL. */
  connectionString?: string;
  migrate(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to start another in-memory database from (tests). */
  dump?(): Promise<Blob | File>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

export type DbOptions = {
  /** node-postgres against a real server when set. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite started from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  pgliteDump?: Blob | File;
  poolSize?: number;
  /**
   * A serving process: every pooled connection is opened before the first request and kept while idle, so
   * a burst after start or after a quiet spell does not wait for backends to start. Tests and one-shot
   * tools leave it off (connections open on demand and close after 10 s idle).
   */
  warmPool?: boolean;
};

/** Opens PGlite or PostgreSQL behind one interface: the rest of the code cannot tell which. */
export const openDb = async (options: DbOptions): Promise<DbHandle> => {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      ...(options.warmPool ? { idleTimeoutMillis: 0 } : {}),
    });
    // A connection the server drops while idle must not take the process down; the pool replaces it.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // A connection killed while checked out (mid-transaction) errors in its query; without a listener
    // the client's own 'error' event would be unhandled and end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // bigint columns come back as strings by default; the ledger reads them as bigint itself.
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    // drizzle's pool transaction never releases its client when BEGIN itself fails (a killed connection),
    // and hands a dead client back to the pool otherwise: each would starve the pool for good. We check
    // the client out ourselves, run the transaction on it, and destroy it whenever the transaction failed
    // for a reason other than the application's own refusal.
    // One drizzle instance per pooled connection, built once: building it maps the whole schema.
    const perClient = new WeakMap<pg.PoolClient, Db>();
    db.transaction = (async (fn: never, config?: never) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        let onClient = perClient.get(client);
        if (!onClient) {
          onClient = drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Db;
          perClient.set(client, onClient);
        }
        return await onClient.transaction(fn, config);
      } catch (err) {
        if (!(err instanceof AppError)) failure = err as Error;
        throw err;
      } finally {
        client.release(failure);
      }
    }) as Db['transaction'];
    if (options.warmPool) {
      // Every connection checked out at once, so the pool opens all of them, then handed back.
      const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
      clients.forEach((client) => client.release());
    }
    return {
      kind: 'postgres',
      db,
      connectionString: options.databaseUrl,
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir)
    : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // PGlite's `query` takes one statement with parameters; `exec` takes several without any.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
};
