import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/**
 * Where the migrated PGlite cluster is kept between test files and runs: named after the migrations' names and
 * contents and PGlite's version, so a changed migration or another PGlite makes a new one.
 */
const hashedDumpPath = () => {
  const hash = createHash('sha256');
  const pglitePackage = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(readFileSync(pglitePackage));
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsDir, name);
    if (!statSync(file).isFile()) continue;
    hash.update(name);
    hash.update(readFileSync(file));
  }
  return path.join(tmpdir(), `remit-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
};
let dumpPath: string | undefined;
const migratedDumpPath = () => (dumpPath ??= hashedDumpPath());

/**
 * A fresh in-memory PGlite with every migration applied, started from a dump of one migrated before: starting an
 * empty cluster and migrating it took about 70 s on a loaded 2-core machine, starting from the dump 23 s. The
 * first test file to need it migrates and writes the dump (atomically: files in parallel may race, and the last
 * rename wins with the same bytes).
 */
const migratedPglite = async (): Promise<TestDb> => {
  const file = migratedDumpPath();
  if (existsSync(file)) {
    const handle = await openDb({ pgliteDump: new Blob([readFileSync(file)]) });
    return { ...handle, drop: () => handle.close() };
  }
  const handle = await openDb({});
  await handle.migrate();
  const dump = await handle.dump!();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return { ...handle, drop: () => handle.close() };
};

/** A fresh database with every migration applied. */
export const migratedDb = async (): Promise<TestDb> => {
  if (!process.env.DATABASE_URL) return migratedPglite();
  const handle = await freshDb();
  await handle.migrate();
  return handle;
};
