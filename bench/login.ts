/**
 * Sign-ins per second and latency percentiles against a running server.
 * BENCH_URL=http://host:port uses that server; otherwise one is started on a fresh PGlite in a temp folder.
 * Prints its figures as the last lines.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 15) * 1000;
const EMAIL = process.env.BENCH_EMAIL ?? 'admin@demo.test';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo@2026!';

const waitHealthy = async (url: string) => {
  const deadline = Date.now() + 90_000;
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

const main = async () => {
  let url = process.env.BENCH_URL;
  let stop = () => {};
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'remit-bench-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000000',
      },
      stdio: 'ignore',
    });
    url = `http://127.0.0.1:${port}`;
    stop = () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await waitHealthy(url);
    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + DURATION_MS;
    const worker = async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/dashboard/login-remittance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t0);
        else failures++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    console.log(
      `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}`,
    );
    console.log(
      `sign-ins: ${latencies.length} ok, ${failures} failed, ${CONCURRENCY} concurrent, ${seconds.toFixed(1)} s`,
    );
    console.log(
      `sign-ins/s: ${(latencies.length / seconds).toFixed(1)}  p50: ${pct(50).toFixed(1)} ms  p99: ${pct(99).toFixed(1)} ms`,
    );
  } finally {
    stop();
  }
};

void main();
