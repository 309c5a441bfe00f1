import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { openDb } from './db/client';
import { seedOnStart } from './db/seed/seed-on-start';
import { startJobs } from './platform/jobs';
import { loggerOptions } from './platform/logger';
import { startMailer } from './platform/mail.worker';
import { buildApp, type AppDeps } from './app';

/**
 * Everything a start needs before it listens, in order: the database (migrated), the job queue, the mailer
 * with its worker, the seed, then the app itself. main.ts (and the export benchmark) call it.
 */
export const openServer = async (config: Config, extra: Pick<AppDeps, 'exportKinds'> = {}) => {
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const dataDir = path.resolve(config.DATA_DIR);
  const pgliteDir = path.join(dataDir, 'pglite');
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir, warmPool: true });
  await handle.migrate();
  const jobs = await startJobs(handle, log);
  const mailer = await startMailer(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    jobs,
    log,
  );
  await seedOnStart(handle.db, config, log);
  const app = await buildApp({ config, handle, mailer, jobs, ...extra });
  const where = handle.kind === 'pglite' ? `PGlite in ${pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
  return { app, handle, jobs, log, where };
};
