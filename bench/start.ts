/**
 * Start-up and idle memory of the server, as production runs it: the time from process start to the first
 * `/api/health` 200 on an existing database (migrated and seeded by a first start that is not counted), and the
 * resident memory (RSS, the whole process tree) after it has sat idle. Two ways to run it:
 *   compiled  `node --enable-source-maps apps/server/dist/main.js` (`npm start`; run `npm run build` first)
 *   tsx       `tsx apps/server/src/main.ts` (what `npm start` ran before the compiled build)
 * BENCH_RUNS (default 5) starts per way, BENCH_IDLE_SECONDS (default 10) idle before RSS is read; DATABASE_URL
 * uses that PostgreSQL instead of a PGlite folder. Prints the machine and each way's median as its last lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, quietness } from './ledger';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;
const PORT = 3800 + Math.floor(Math.random() * 90);

const WAYS = {
  compiled: [process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']],
  tsx: [path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;
type Way = keyof typeof WAYS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process and all its descendants (tsx runs the server in a child), in MB. */
const treeRssMb = (pid: number): number => {
  let kb = 0;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return kb / 1024 + children.reduce((sum, child) => sum + treeRssMb(child), 0);
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
};

const startOnce = async (way: Way, dataDir: string) => {
  const [command, args] = WAYS[way];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true, // its own process group: stopping it stops tsx's child too
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way}: the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(20);
    }
    const startMs = performance.now() - started;
    await sleep(IDLE_MS);
    return { startMs, rssMb: treeRssMb(child.pid!) };
  } finally {
    await stop(child);
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const main = async () => {
  const ways = (process.env.BENCH_WAYS?.split(',') ?? ['tsx', 'compiled']) as Way[];
  if (ways.includes('compiled') && !existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'remit-bench-start-'));
  const before = quietness();
  const lines: string[] = [];
  try {
    // The first start migrates and seeds the database; the counted ones find it ready, as a restart does.
    await startOnce(ways[0]!, dataDir);
    // Turn about, so that both ways meet the same load on a shared machine.
    const runs = new Map<Way, { startMs: number; rssMb: number }[]>(ways.map((way) => [way, []]));
    for (let i = 0; i < RUNS; i++) for (const way of ways) runs.get(way)!.push(await startOnce(way, dataDir));
    for (const [way, results] of runs) {
      const ms = results.map((r) => r.startMs);
      const mb = results.map((r) => r.rssMb);
      lines.push(
        `${way.padEnd(8)} start to /api/health 200: median ${median(ms).toFixed(0)} ms (${ms.map((v) => v.toFixed(0)).join(', ')}); ` +
          `RSS after ${IDLE_MS / 1000} s idle: median ${median(mb).toFixed(0)} MB (${mb.map((v) => v.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `machine: ${machine()}; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${before}`,
  );
  for (const line of lines) console.log(line);
};

await main();
