import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { demoSeedAllowed } from './db/seed/seed-on-start';
import type { AppDeps } from './app';
import { openServer } from './server';

/** Listen and shut down; opening the database, jobs, mail and seed is server.ts, the app is app.ts. */
export const main = async (extra: Pick<AppDeps, 'exportKinds'> = {}) => {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, handle, jobs, log, where } = await openServer(config, extra);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.setReady(true);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Remit Portal is running at http://localhost:${port}`);
  console.log(`  Database: ${where}`);
  if (demoSeedAllowed(config))
    console.log(
      `  Demo sign-in: ${config.DEMO_EMAIL} / ${config.DEMO_PASSWORD === 'Demo@2026!' ? 'Demo@2026!' : '(your DEMO_PASSWORD)'}\n`,
    );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    app.setReady(false);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await jobs.stop();
      await handle.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

// Run when started as the entry point (`tsx src/main.ts`); the export benchmark imports it and calls main.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) void main();
