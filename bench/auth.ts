/**
 * Card authorizations over HTTP against the running server on PostgreSQL:
 * 100,000 shared cards on 1,000 funded merchants; an open-loop phase at a fixed rate (BENCH_RATE, 500/s) for
 * BENCH_SECONDS (30) printing p50, p99 and p99.9 of the decision's latency; then a closed loop of
 * BENCH_WORKERS (32) senders for BENCH_CLOSED_SECONDS (10) printing the most decisions per second; then
 * `pgbench` (16 clients, 10 s) on the same server, and each figure as a ratio to its transactions per second; then
 * `pgbench` at the open loop's rate, whose p99 is PostgreSQL's own latency for one commit at that rate on this
 * machine (each approval, like each of its transactions, waits for the WAL to reach the disk).
 *
 * Needs DATABASE_URL (a PostgreSQL server: the bench creates and drops a database of its own beside it).
 * BENCH_CARDS (100000) and BENCH_MERCHANTS (1000) change the population. Ends with a full reconcile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { seedDemo } from '../apps/server/src/db/seed/demo.seed';
import { ensureAccount, platformAccount } from '../apps/server/src/ledger/ledger.accounts';
import { postEntry } from '../apps/server/src/ledger/ledger.post';
import { reconcile } from '../apps/server/src/ledger/ledger.reconcile';
import { benchDatabase, machine, quietness } from './ledger';
import { pgbenchLatency, pgbenchTps } from './pgbench';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLOSED_SECONDS = Number(process.env.BENCH_CLOSED_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const CARDS = Number(process.env.BENCH_CARDS ?? 100_000);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 1000);
const PASSWORD = 'Demo@2026!';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * CPU seconds (user + system) each of the given processes has used so far, read from /proc (Linux, PostgreSQL on
 * this machine): the closed loop prints the server's and the database's CPU per decision, a figure that a busy
 * machine disturbs far less than a rate does. A process that cannot be read (gone) is left out.
 */
const cpuSeconds = (pids: number[]) => {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone, or not on this machine
    }
  }
  return used;
};
/** What the processes read at both times used in between (one that ended meanwhile is not counted); NaN if none. */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) => {
  let seconds = 0;
  let seen = 0;
  for (const [pid, then] of before) {
    const now = after.get(pid);
    if (now === undefined) continue;
    seconds += now - then;
    seen++;
  }
  return seen ? seconds : NaN;
};

const main = async () => {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('bench:auth measures the server on PostgreSQL: set DATABASE_URL (see README)');
  const before = quietness();
  const bench = await benchDatabase('auth', 10);
  const { handle } = bench;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'remit-bench-auth-'));
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await handle.migrate();
    await seedDemo(handle.db, { email: 'admin@demo.test', password: PASSWORD });
    const db = handle.db;
    const [template] = rows<{ id: string; partner_id: string }>(
      await db.execute(
        sql`select id::text, partner_id::text from merchants where status = 'approved' order by merchant_no limit 1`,
      ),
    );
    if (!template) throw new Error('the demo seed has no approved merchant');
    const partnerId = template.partner_id;
    const started = Date.now();
    // Merchants copied from an approved one, each with a funded USD account, and the cards spread over them.
    await db.execute(sql`
      insert into merchants
      select (jsonb_populate_record(null::merchants, to_jsonb(m) || jsonb_build_object(
        'id', gen_random_uuid(), 'merchant_no', 'B' || lpad(g::text, 7, '0'),
        'email', 'bench-' || g || '@example.com'))).*
      from merchants m, generate_series(1, ${MERCHANTS}) g where m.id = ${template.id}::uuid`);
    const merchantIds = rows<{ id: string }>(
      await db.execute(sql`select id::text from merchants where merchant_no like 'B%' order by merchant_no`),
    ).map((r) => r.id);
    const bank = await ensureAccount(db, platformAccount(partnerId, 'platform_bank', 'USD'));
    for (const merchantId of merchantIds) {
      const account = await ensureAccount(db, {
        partnerId,
        kind: 'merchant',
        ownerId: merchantId,
        currency: 'USD',
      });
      await postEntry(db, {
        partnerId,
        type: 100,
        idempotencyKey: `bench-fund-${merchantId}`,
        postings: [
          { accountId: bank.id, amount: -100_000_000n },
          { accountId: account.id, amount: 100_000_000n },
        ],
      });
    }
    const now = new Date();
    await db.execute(sql`
      insert into cards (id, partner_id, merchant_id, product_id, card_token, scheme, bin, pan_last4,
        pan_fingerprint, pan_encrypted, key_id, expiry_month, expiry_year, status, model, card_type, funding,
        currency, cardholder_name, activated_at)
      select gen_random_uuid(), ${partnerId}::uuid, (${`{${merchantIds.join(',')}}`}::uuid[])[1 + (g % ${MERCHANTS})],
        '01900000-0000-7000-8000-00000000c001', 'ctb_' || g, 'visa', '49999901', lpad((g % 10000)::text, 4, '0'),
        md5('bench-' || g), 'bench-not-a-card', 'bench', ${now.getUTCMonth() + 1}, ${now.getUTCFullYear() + 3},
        'normal', 'virtual', 'commercial', 'shared', 'USD', 'BENCH HOLDER', now()
      from generate_series(1, ${CARDS}) g`);
    const cardIds = rows<{ id: string }>(
      await db.execute(sql`select id::text from cards where card_token like 'ctb_%'`),
    ).map((r) => r.id);
    // The population vacuumed and its statistics gathered, as in a database that has been running (autovacuum
    // would otherwise do both during the measurement).
    await db.execute(sql`vacuum analyze`);
    console.log(
      `population: ${cardIds.length} cards on ${merchantIds.length} merchants in ${Date.now() - started} ms`,
    );

    // The server, as `npm start` runs it, on this database.
    const port = 4000 + Math.floor(Math.random() * 1000);
    const url = new URL(base);
    url.pathname = `/${bench.database}`;
    // BENCH_NODE_ARGS: extra flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // BENCH_SERVER_ROOT: another checkout's server on the same population (a before/after run on one machine).
    server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: process.env.BENCH_SERVER_ROOT ?? process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${origin}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (i > 240) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const login = await fetch(`${origin}/api/dashboard/login-remittance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const token = login.data.token;
    // The senders: node's own HTTP client on kept-alive connections (as many as the requests in flight), which
    // costs the machine about half the CPU per request of `fetch`; BENCH_CLIENT=fetch sends with `fetch` instead.
    // Either way, each request is a POST of the same JSON with the session's token, answered in full.
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const post = (pathname: string, body: string) =>
      process.env.BENCH_CLIENT === 'fetch'
        ? fetch(`${origin}${pathname}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', access_token: token },
            body,
          }).then(async (res) => ({ ok: res.ok, text: await res.text() }))
        : new Promise<{ ok: boolean; text: string }>((resolve, reject) => {
            const req = http.request(
              {
                host: '127.0.0.1',
                port,
                path: pathname,
                method: 'POST',
                agent,
                headers: {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(body),
                  access_token: token,
                },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () =>
                  resolve({
                    ok: res.statusCode! >= 200 && res.statusCode! < 300,
                    text: Buffer.concat(chunks).toString('utf8'),
                  }),
                );
                res.on('error', reject);
              },
            );
            req.on('error', reject);
            req.end(body);
          });
    const authorize = async () => {
      const cardId = cardIds[Math.floor(Math.random() * cardIds.length)]!;
      const amount = (1 + Math.floor(Math.random() * 2000) / 100).toFixed(2);
      const t0 = performance.now();
      // A request the server drops (a reset connection) counts as failed; it does not end the bench.
      const res = await post(
        '/api/portal/cms/card-authorization/call',
        JSON.stringify({
          type: 'authorization',
          networkMessageId: `b-${randomUUID()}`,
          cardId,
          amount,
          currency: 'USD',
        }),
      ).catch(() => ({ ok: false, text: '{}' }));
      const body = JSON.parse(res.text) as { data?: { authStatus: string } };
      return {
        at: t0,
        ms: performance.now() - t0,
        ok: res.ok,
        approved: body.data?.authStatus === 'approval',
      };
    };

    // Warm-up at the open loop's rate for WARM_SECONDS (every pooled connection has prepared its statements and
    // the server's code is compiled, as in a server that has been running), then the open loop: requests leave on
    // a fixed schedule whatever the answers' pace.
    const warm: Promise<unknown>[] = [];
    const warmStart = performance.now();
    for (let i = 0; i < RATE * WARM_SECONDS; i++) {
      const wait = warmStart + (i * 1000) / RATE - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      warm.push(authorize());
    }
    await Promise.all(warm);
    // One at a time: the latency of an approval with nothing queued before it, the floor under the open loop's.
    const alone: number[] = [];
    for (let i = 0; i < 200; i++) alone.push((await authorize()).ms);
    alone.sort((a, b) => a - b);
    const open: Promise<{ at: number; ms: number; ok: boolean; approved: boolean }>[] = [];
    const total = RATE * SECONDS;
    const t0 = performance.now();
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      open.push(authorize());
    }
    const results = await Promise.all(open);
    const elapsed = (performance.now() - t0) / 1000;
    const lat = results.map((r) => r.ms).sort((a, b) => a - b);
    const failed = results.filter((r) => !r.ok).length;
    const approved = results.filter((r) => r.approved).length;
    // p99 by 5-second window of the open loop, so a slow start (plans, autovacuum) shows apart from the steady state.
    const windows: string[] = [];
    for (let w = 0; w < SECONDS; w += 5) {
      const inWindow = results
        .filter((r) => r.at - t0 >= w * 1000 && r.at - t0 < (w + 5) * 1000)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      windows.push(pct(inWindow, 99).toFixed(1));
    }

    // The closed loop: WORKERS senders, each sending again as soon as its answer arrives.
    let decided = 0;
    const backends = rows<{ pid: number }>(
      await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      ),
    ).map((r) => r.pid);
    const cpuBefore = {
      server: cpuSeconds([server.pid!]),
      db: cpuSeconds(backends),
      bench: process.cpuUsage(),
    };
    const stopAt = performance.now() + CLOSED_SECONDS * 1000;
    const closedLat: number[] = [];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (performance.now() < stopAt) {
          const r = await authorize();
          if (r.ok) decided++;
          closedLat.push(r.ms);
        }
      }),
    );
    const closedRate = decided / CLOSED_SECONDS;
    const perDecision = (seconds: number) => ((seconds * 1000) / decided).toFixed(2);
    const benchUsed = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      server: perDecision(cpuBetween(cpuBefore.server, cpuSeconds([server.pid!]))),
      db: perDecision(cpuBetween(cpuBefore.db, cpuSeconds(backends))),
      bench: perDecision((benchUsed.user + benchUsed.system) / 1e6),
    };
    closedLat.sort((a, b) => a - b);

    agent.destroy();
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = undefined;
    const tps = await pgbenchTps(base);
    // PostgreSQL's own p99 at the open loop's rate: the floor the machine's disk puts under a durable decision.
    const floor = await pgbenchLatency(base, RATE, SECONDS);
    const problems = await reconcile(handle.db);

    console.log('');
    console.log(`machine: ${machine()}; database: ${bench.where}; ${before}`);
    console.log(`pgbench (TPC-B-like, 16 clients, 10 s): ${tps.toFixed(0)} tps`);
    console.log(
      `open loop ${RATE}/s for ${SECONDS} s: sent ${total} in ${elapsed.toFixed(1)} s, ${approved} approved, ${failed} failed; ` +
        `p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, p99.9 ${pct(lat, 99.9).toFixed(1)} ms (goal p99 ≤ 20 ms); p99 by 5 s: ${windows.join(' / ')} ms`,
    );
    // An open loop is only one while the senders keep its schedule: on a saturated machine they fall behind, send
    // less than the rate and wait less than a real network's traffic would make them.
    if (elapsed > SECONDS * 1.05)
      console.log(
        `the senders fell behind the open loop's schedule (${(total / elapsed).toFixed(0)}/s sent instead of ${RATE}/s): ` +
          'the machine could not carry the rate, and these latencies do not measure the server at it',
      );
    console.log(
      `pgbench at the same rate (${RATE}/s, ${SECONDS} s, TPC-B-like, 16 clients, each transaction a commit): ` +
        `p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms, p99.9 ${floor.p999.toFixed(1)} ms ` +
        `(${floor.count} transactions); the open loop's p99 is ${(pct(lat, 99) / floor.p99).toFixed(2)}× pgbench's`,
    );
    console.log(
      `one at a time (200): p50 ${pct(alone, 50).toFixed(1)} ms, p99 ${pct(alone, 99).toFixed(1)} ms`,
    );
    console.log(
      `closed loop, ${WORKERS} senders for ${CLOSED_SECONDS} s: ${closedRate.toFixed(0)} decisions/s = ` +
        `${(closedRate / tps).toFixed(2)}× pgbench (goal ≥ 0.5×), p99 ${pct(closedLat, 99).toFixed(1)} ms; ` +
        `CPU per decision: server ${cpu.server} ms, PostgreSQL ${cpu.db} ms (the senders ${cpu.bench} ms)`,
    );
    console.log(
      `reconcile: ${problems.ok ? 'ok' : problems.problems.slice(0, 5).join('; ')} (${problems.checked.entries} entries)`,
    );
  } finally {
    server?.kill('SIGTERM');
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
