import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, rowsOf } from '../db/client';
import { seedDemo } from '../db/seed/demo.seed';

/**
 * `npm run reconcile` against a PGlite database under DATA_DIR (the CLI's PostgreSQL path differs only in
 * the connection): a clean demo database passes, a tampered one fails naming each discrepancy.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'remit-reconcile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runCli = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, INIT_CWD: root };
  delete env.DATABASE_URL;
  return spawnSync('npx', ['tsx', path.join(here, 'reconcile.ts')], { cwd: root, env, encoding: 'utf8' });
};

describe('npm run reconcile', () => {
  it('exits 0 on a clean database and 1 naming each discrepancy on a tampered one', async () => {
    const handle = await openDb({ pgliteDir: path.join(dir, 'pglite') });
    await handle.migrate();
    await seedDemo(handle.db, { email: 'admin@demo.test', password: 'Demo@2026!' });
    await handle.close();

    const ok = runCli();
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/0 discrepancies/);
    expect(ok.stdout.trim().split('\n').pop()).toBe('OK');

    const broken = await openDb({ pgliteDir: path.join(dir, 'pglite') });
    const [account] = await rowsOf<{ id: string }>(
      broken.db,
      sql`select id::text as id from ledger_accounts where kind = 'partner' and balance > 0 order by id limit 1`,
    );
    await broken.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = ${account!.id}::uuid`,
    );
    await broken.db.execute(
      sql`update deposit_records set credited_amount = credited_amount + 5 where ctid = (select ctid from deposit_records where status = 'credited' limit 1)`,
    );
    await broken.close();

    const bad = runCli();
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`DISCREPANCY account ${account!.id} balance`);
    expect(bad.stdout).toMatch(
      /DISCREPANCY deposit DP\w+ is credited with credited amount \d+ but the ledger credited \d+/,
    );
    expect(bad.stdout.trim().split('\n').pop()).toBe('FAILED');
  }, 600_000);
});
