import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * PostgreSQL's own figure on the same server in the same run: `pgbench`'s built-in TPC-B-like script,
 * 16 clients for 10 seconds on a scratch database (created and dropped here). Benchmarks print their
 * throughput as a ratio to it, so figures from different machines compare.
 */
export const pgbenchTps = async (baseUrl: string, seconds = 10, clients = 16) => {
  const name = `remit_pgbench_${Date.now().toString(36)}`;
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', url.toString()],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps);
  } finally {
    const c = new pg.Client({ connectionString: maintenance.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
};
