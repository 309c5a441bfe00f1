/**
 * Export of 1,000,000 rows to CSV through the streaming route (`export/export`). The server runs in its own
 * process (bench/export-server.ts: the real server plus a bench-only kind over generate_series) on the
 * configured database — a fresh database beside DATABASE_URL when set, else PGlite in a temp folder.
 * Prints time to first byte, total time, throughput and the server's RSS growth (from /proc) as its last
 * lines. BENCH_ROWS changes the row count.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const mb = (kb: number) => (kb / 1024).toFixed(1);

/** Resident memory of a process in kB (VmRSS), read from /proc. */
const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

const waitHealthy = async (url: string) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
};

/** A database of its own beside DATABASE_URL, so the bench never writes into the given one. */
const benchDatabase = async () => {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `remit_bench_export_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

const main = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remit-bench-export-'));
  const db = await benchDatabase();
  const port = 3990 + Math.floor(Math.random() * 9);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (db.url) env.DATABASE_URL = db.url;
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      'bench/export-server.ts',
    ],
    { env, stdio: ['ignore', process.env.BENCH_DEBUG ? 'inherit' : 'ignore', 'inherit'] },
  );
  try {
    await waitHealthy(url);
    const login = await fetch(`${url}/api/dashboard/login-remittance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@2026!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const exportRows = async (rows: number) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/portal/cms/export/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: token },
        body: JSON.stringify({ kind: 'benchRows', format: 'csv', filter: { rows } }),
      });
      if (res.status !== 200 || !res.body)
        throw new Error(`export answered ${res.status}: ${await res.text()}`);
      let ttfb = 0;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (bytes === 0) ttfb = performance.now() - t0;
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      }
      return { ttfb, total: performance.now() - t0, bytes, lines };
    };

    await exportRows(20_000); // warm up: modules loaded, pools open, first queries planned
    await new Promise((r) => setTimeout(r, 500));
    const base = rssKb(child.pid!);
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(child.pid!));
    }, 20);
    const r = await exportRows(ROWS);
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(child.pid!));
    if (r.lines !== ROWS + 1) throw new Error(`expected ${ROWS + 1} lines, got ${r.lines}`);

    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${db.url ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`rows: ${ROWS.toLocaleString('en')}, file: ${(r.bytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(`time to first byte: ${r.ttfb.toFixed(0)} ms`);
    console.log(
      `total: ${(r.total / 1000).toFixed(2)} s (${Math.round(ROWS / (r.total / 1000)).toLocaleString('en')} rows/s)`,
    );
    console.log(
      `server max RSS growth: ${mb(peak - base)} MB (baseline ${mb(base)} MB, peak ${mb(peak)} MB; goal ≤ 100 MB)`,
    );
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
};

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
