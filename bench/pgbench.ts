import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A scratch database beside the one in `baseUrl`, initialized by `pgbench -i` (scale 10), handed to `run` as a
 * URL and dropped afterwards.
 */
const withPgbenchDatabase = async <T>(baseUrl: string, run: (url: string) => T): Promise<T> => {
  const name = `remit_pgbench_${Date.now().toString(36)}`;
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const sql = async (text: string) => {
    const c = new pg.Client({ connectionString: maintenance.toString() });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await sql(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { stdio: 'ignore' });
    return run(url.toString());
  } finally {
    await sql(`drop database if exists ${name} with (force)`);
  }
};

/**
 * PostgreSQL's own figure on the same server in the same run: `pgbench`'s built-in TPC-B-like script,
 * 16 clients for 10 seconds on a scratch database (created and dropped here). Benchmarks print their
 * throughput as a ratio to it, so figures from different machines compare.
 */
export const pgbenchTps = (baseUrl: string, seconds = 10, clients = 16) =>
  withPgbenchDatabase(baseUrl, (url) => {
    const out = execFileSync(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', url],
      {
        encoding: 'utf8',
      },
    );
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps);
  });

/**
 * PostgreSQL's own latency at a fixed rate: `pgbench`'s TPC-B-like script sent at `rate` transactions per second
 * (16 clients, `seconds`) on a scratch database, each transaction's time read from pgbench's per-transaction log
 * (measured from its scheduled start, so a transaction that waited behind a slow one counts its wait). Every one of
 * those transactions commits and waits for its WAL flush, as a card approval does: their p99 is the floor this
 * machine's disk puts under any durable decision at that rate.
 */
export const pgbenchLatency = (baseUrl: string, rate: number, seconds = 30, clients = 16) =>
  withPgbenchDatabase(baseUrl, (url) => {
    const logDir = mkdtempSync(path.join(tmpdir(), 'remit-pgbench-'));
    try {
      execFileSync('pgbench', [
        ...['-c', String(clients), '-j', '2', '-T', String(seconds), '-R', String(rate), '-n'],
        ...['-l', `--log-prefix=${path.join(logDir, 'tx')}`, url],
      ]);
      // One line per transaction: client, number, time (µs), script, epoch s, µs, schedule lag (µs).
      const ms = readdirSync(logDir)
        .flatMap((f) => readFileSync(path.join(logDir, f), 'utf8').split('\n'))
        .map((line) => Number(line.split(' ')[2]) / 1000)
        .filter((v) => Number.isFinite(v) && v > 0)
        .sort((a, b) => a - b);
      const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))] ?? NaN;
      return { count: ms.length, p50: at(50), p99: at(99), p999: at(99.9) };
    } finally {
      rmSync(logDir, { recursive: true, force: true });
    }
  });
