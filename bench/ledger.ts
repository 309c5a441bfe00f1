/**
 * Ledger transfers per second and latency, in process: 16 concurrent workers posting balanced
 * two-leg transfers through `postEntry` (row locks in account order, bounded retry), first spread over 1,000
 * customer accounts, then over 5 hot accounts. Every posting also writes its account-transactions row and
 * day counter (the money core's triggers), as in production.
 *
 * Database: with DATABASE_URL, a fresh database on that server (created through its `postgres` maintenance
 * database, dropped afterwards; the named database itself is not touched), else PGlite in a temp folder.
 * BENCH_SECONDS (default 10 per scenario), BENCH_WORKERS (16), BENCH_ACCOUNTS (1000), BENCH_HOT (5).
 * Ends with a full reconcile; prints its figures as the last lines.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../apps/server/src/db/client';
import { partners } from '../apps/server/src/db/schema/index';
import { ensureAccount, platformAccount } from '../apps/server/src/ledger/ledger.accounts';
import { postEntry } from '../apps/server/src/ledger/ledger.post';
import { reconcile } from '../apps/server/src/ledger/ledger.reconcile';
import { reconcileMoney } from '../apps/server/src/domains/account/account.reconcile';
import { newId } from '../apps/server/src/platform/crypto';
import { pgbenchTps } from './pgbench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const HOT = Number(process.env.BENCH_HOT ?? 5);

/** A database of its own: beside DATABASE_URL (created and dropped here) or PGlite in a temp folder. */
export const benchDatabase = async (label: string, poolSize: number) => {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), `remit-bench-${label}-`));
    const handle = await openDb({ pgliteDir: dir });
    return {
      handle,
      database: undefined as string | undefined,
      where: 'PGlite (temp folder)',
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `remit_bench_${label}_${randomBytes(4).toString('hex')}`;
  // Created through the server's maintenance database: the given database need not exist.
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize });
  return {
    handle,
    database: name as string | undefined,
    where: `PostgreSQL ${url.host}`,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: maintenance.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export const machine = () =>
  `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, node ${process.version}`;

/**
 * How busy the machine was before a bench loaded it: the load average and Linux's CPU pressure (the share of the
 * last minute in which some runnable task waited for a CPU, /proc/pressure/cpu). On a quiet machine the pressure
 * is near 0 %; a machine shared with other work shows it, and its figures do not compare with a quiet one's.
 */
export const quietness = () => {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  let pressure = 'not readable';
  try {
    const some = /some avg10=([\d.]+) avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    if (some) pressure = `${some[2]} % of the last minute (${some[1]} % of the last 10 s)`;
  } catch {
    // not Linux, or pressure stall information is off
  }
  return `before the run: load average ${load}; CPU pressure (some task waiting for a CPU) ${pressure}`;
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Opens `count` merchant accounts (USD) for one partner and funds each from the bank in one entry. */
const openAccounts = async (handle: DbHandle, partnerId: string, count: number, tag: string) => {
  const db = handle.db;
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      (await ensureAccount(db, { partnerId, kind: 'merchant', ownerId: `${tag}-${i}`, currency: 'USD' })).id,
    );
  const bank = await ensureAccount(db, platformAccount(partnerId, 'platform_bank', 'USD'));
  const each = 1_000_000_000n;
  await postEntry(db, {
    partnerId,
    type: 100,
    idempotencyKey: `fund-${tag}`,
    postings: [
      { accountId: bank.id, amount: -each * BigInt(count) },
      ...ids.map((id) => ({ accountId: id, amount: each })),
    ],
  });
  return ids;
};

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving `database` on this machine, from /proc (a
 * backend's title names its database); undefined where that cannot be read. It tells the database's share of a
 * transfer's cost, which the wall clock of a shared machine cannot.
 */
const backendCpuMs = (database: string | undefined): number | undefined => {
  if (!database) return undefined;
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^[0-9]+$/.test(d))) {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime
      } catch {
        continue;
      }
    }
    return ticks > 0 ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
};

const run = async (
  handle: DbHandle,
  partnerId: string,
  accounts: string[],
  tag: string,
  database?: string,
) => {
  const latencies: number[] = [];
  let failures = 0;
  let seq = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async (w: number) => {
    let x = w * 7919 + 13;
    const next = () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x;
    };
    while (Date.now() < end) {
      const a = accounts[next() % accounts.length]!;
      let b = accounts[next() % accounts.length]!;
      if (b === a) b = accounts[(accounts.indexOf(a) + 1) % accounts.length]!;
      const amount = BigInt(1 + (next() % 500));
      const t0 = performance.now();
      try {
        await postEntry(handle.db, {
          partnerId,
          type: 120,
          idempotencyKey: `${tag}-${w}-${seq++}`,
          postings: [
            { accountId: a, amount: -amount },
            { accountId: b, amount },
          ],
        });
        latencies.push(performance.now() - t0);
      } catch {
        failures++;
      }
    }
  };
  const started = performance.now();
  const nodeCpu0 = process.cpuUsage();
  const pgCpu0 = backendCpuMs(database);
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(nodeCpu0);
  const pgCpu1 = backendCpuMs(database);
  latencies.sort((p, q) => p - q);
  return {
    n: latencies.length,
    failures,
    seconds,
    rate: latencies.length / seconds,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    nodeMsPer: (nodeCpu.user + nodeCpu.system) / 1000 / Math.max(1, latencies.length),
    pgMsPer:
      pgCpu0 !== undefined && pgCpu1 !== undefined && pgCpu1 > pgCpu0
        ? (pgCpu1 - pgCpu0) / Math.max(1, latencies.length)
        : undefined,
  };
};

const main = async () => {
  /** Printed after the database is dropped, so the figures stay the last lines. */
  const out: string[] = [];
  const before = quietness();
  const { handle, where, drop, database } = await benchDatabase('ledger', WORKERS + 2);
  try {
    await handle.migrate();
    // Diagnostics only: BENCH_NO_PROJECTION=1 measures the ledger without the account-transactions triggers.
    if (process.env.BENCH_NO_PROJECTION === '1')
      await handle.executeSql('alter table ledger_postings disable trigger ledger_postings_project');
    const partnerId = newId();
    await handle.db.insert(partners).values({ id: partnerId, name: 'Bench Ledger Co.' });
    const spread = await openAccounts(handle, partnerId, ACCOUNTS, 'spread');
    const hot = await openAccounts(handle, partnerId, HOT, 'hot');
    // Warm-up (plans, pool connections).
    await run(handle, partnerId, spread, 'warm').catch(() => undefined);
    const a = await run(handle, partnerId, spread, 'spread', database);
    const b = await run(handle, partnerId, hot, 'hot', database);
    const ledger = await reconcile(handle.db, partnerId);
    const money =
      process.env.BENCH_NO_PROJECTION === '1' ? { problems: [] } : await reconcileMoney(handle.db, partnerId);
    const problems = [...ledger.problems, ...money.problems];
    out.push(`machine: ${machine()}; ${before}`);
    out.push(`database: ${where}; ${WORKERS} workers; ${SECONDS} s per scenario`);
    for (const [name, r, n] of [
      ['spread', a, ACCOUNTS],
      ['hot', b, HOT],
    ] as const)
      out.push(
        `transfers ${name} (${n} accounts): ${r.rate.toFixed(0)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.n} ok, ${r.failures} failed)` +
          `  cpu/transfer: node ${r.nodeMsPer.toFixed(3)} ms` +
          (r.pgMsPer !== undefined ? `, postgres ${r.pgMsPer.toFixed(3)} ms` : ''),
      );
    if (process.env.DATABASE_URL) {
      // PostgreSQL's own figure on the same server, after the runs: the ratio is what compares across machines.
      const tps = await pgbenchTps(process.env.DATABASE_URL);
      out.push(`pgbench (TPC-B-like, 16 clients, 10 s): ${tps.toFixed(0)} tps`);
      out.push(
        `ratio to pgbench: spread ${(a.rate / tps).toFixed(2)}× (goal ≥ 1.0×), hot ${(b.rate / tps).toFixed(2)}× (goal ≥ 0.5×)`,
      );
    }
    out.push(`reconcile: ${problems.length === 0 ? 'OK' : `FAILED ${problems.slice(0, 5).join('; ')}`}`);
    if (problems.length) process.exitCode = 1;
  } finally {
    await drop();
    // The dropped database ends the pool's last connections; give their notices time to pass first.
    await new Promise((r) => setTimeout(r, 200));
    for (const line of out) console.log(line);
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
