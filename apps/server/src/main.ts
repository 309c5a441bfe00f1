import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/client';
import { seedDemo } from './db/seed/demo.seed';
import { seedPermissionCatalogue } from './db/seed/permissions.seed';
import { startJobs } from './platform/jobs';
import { createMailer, MAIL_QUEUE, type MailMessage } from './platform/mail';
import { loggerOptions } from './platform/logger';
import { buildApp } from './app';

/** Listen and shut down; everything else is assembled in app.ts. */
const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const dataDir = path.resolve(config.DATA_DIR);
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
  await handle.migrate();
  const jobs = await startJobs(handle, log);
  const mailer = createMailer(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    jobs,
    log,
  );
  await jobs.work<MailMessage>(MAIL_QUEUE, (message) => mailer.deliver(message));

  const seedAllowed = config.NODE_ENV !== 'production' || config.DEMO_SEED === true;
  if (config.DEMO_SEED !== false && seedAllowed) {
    if (await seedDemo(handle.db, { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD }))
      log.info('demo data seeded');
  } else {
    await handle.db.transaction((tx) => seedPermissionCatalogue(tx));
    if (config.NODE_ENV === 'production')
      log.info('demo seed refused in production (set DEMO_SEED=true to allow it)');
  }

  const app = await buildApp({ config, handle, mailer, jobs });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.setReady(true);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Remit Portal is running at http://localhost:${port}`);
  console.log(
    `  Database: ${handle.kind === 'pglite' ? `PGlite in ${path.join(dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  if (seedAllowed)
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

void main();
