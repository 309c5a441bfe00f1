/**
 * `npm run reconcile`: proves the configured database's money (issue 4) — DATABASE_URL, else the PGlite
 * database under DATA_DIR (stop the server first: PGlite has one user at a time). Prints each discrepancy
 * on its own line and exits 1 if there is any, 2 if the check itself could not run, 0 when all is well.
 * PARTNER_ID=<uuid> limits the check to one partner.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/client';
import { reconcileMoney } from '../domains/account/account.reconcile';
import { reconcile } from '../ledger/ledger.reconcile';

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const partnerId = process.env.PARTNER_ID || undefined;
  const where = config.DATABASE_URL
    ? config.DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')
    : path.join(config.DATA_DIR, 'pglite');
  const handle = await openDb({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
    poolSize: 2,
  });
  try {
    const started = performance.now();
    const ledger = await reconcile(handle.db, partnerId);
    const money = await reconcileMoney(handle.db, partnerId);
    const problems = [...ledger.problems, ...money.problems];
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    for (const p of problems) console.log(`DISCREPANCY ${p}`);
    console.log(
      `reconcile ${where}${partnerId ? ` (partner ${partnerId})` : ''}: ${ledger.checked.accounts} accounts, ` +
        `${ledger.checked.entries} entries, ${problems.length} discrepancies, ${seconds} s`,
    );
    console.log(problems.length === 0 ? 'OK' : 'FAILED');
    return problems.length === 0 ? 0 : 1;
  } catch (err) {
    console.error(`reconcile could not run against ${where}: ${(err as Error).message}`);
    return 2;
  } finally {
    await handle.close();
  }
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
