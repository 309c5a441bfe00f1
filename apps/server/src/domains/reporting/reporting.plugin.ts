import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Jobs } from '../../platform/jobs';
import { logsRoutes } from '../log/log.routes';
import { statementsRoutes } from '../statement/statement.routes';
import { createStatementsService, STATEMENTS_QUEUE } from '../statement/statement.service';
import { tradeDownloadRoutes } from '../trade-download/trade-download.routes';
import {
  createTradeDownloadService,
  EXPORT_CLEANUP_QUEUE,
  EXPORT_RUN_QUEUE,
} from '../trade-download/trade-download.service';
import { exportsRoutes } from '../../platform/exports/exports.routes';

/**
 * Reporting, assembled once for app.ts: the direct export route, Trade download with its worker
 * and hourly cleanup, the Logs screen, and statements with their nightly run (00:05 UTC, so a transfer
 * that began just before midnight has committed before its day is closed).
 */
export const reportingRoutes = (): FastifyPluginAsync => async (app) => {
  const { db, jobs, config } = app;
  const tradeDownload = createTradeDownloadService({
    db,
    jobs: jobs ?? noJobs,
    dataDir: path.resolve(config.DATA_DIR),
    retentionDays: config.EXPORT_RETENTION_DAYS,
    log: app.log,
    kinds: app.exportKinds,
  });
  const statements = createStatementsService({ db, log: app.log });

  await app.register(exportsRoutes());
  await app.register(tradeDownloadRoutes(tradeDownload));
  await app.register(logsRoutes());
  await app.register(statementsRoutes(statements));

  if (!jobs) return;
  await jobs.work<{ jobId: string }>(EXPORT_RUN_QUEUE, ({ jobId }) => tradeDownload.run(jobId));
  await jobs.schedule(EXPORT_CLEANUP_QUEUE, '17 * * * *', async () => {
    await tradeDownload.cleanup();
  });
  await jobs.schedule(STATEMENTS_QUEUE, '5 0 * * *', async () => {
    await statements.nightly();
  });
};

/** Without a job queue (a bare app) a background export is refused rather than left queued forever. */
const noJobs: Jobs = {
  boss: undefined as never,
  send: () => Promise.reject(new Error('no job queue')),
  work: () => Promise.resolve(),
  schedule: () => Promise.resolve(),
  createQueue: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};
