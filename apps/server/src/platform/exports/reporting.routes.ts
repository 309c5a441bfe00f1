import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs';
import { logsRoutes } from '../../domains/log/log.routes';
import { statementsRoutes } from '../../domains/statement/statement.routes';
import { createStatementsService, STATEMENTS_QUEUE } from '../../domains/statement/statement.service';
import { tradeDownloadRoutes } from '../../domains/trade-download/trade-download.routes';
import {
  createTradeDownloadService,
  EXPORT_CLEANUP_QUEUE,
  EXPORT_RUN_QUEUE,
} from '../../domains/trade-download/trade-download.service';
import { exportsRoutes } from './exports.routes';

/**
 * Reporting (issue 4), assembled once for app.ts: the direct export route, Trade download with its worker
 * and hourly cleanup, the Logs screen, and statements with their nightly run (00:05 UTC, so a transfer
 * that began just before midnight has committed before its day is closed).
 */
export const reportingRoutes =
  (deps: { db: Db; jobs?: Jobs; config: Config }): FastifyPluginAsync =>
  async (app) => {
    const { db, jobs, config } = deps;
    const tradeDownload = createTradeDownloadService({
      db,
      jobs: jobs ?? noJobs,
      dataDir: path.resolve(config.DATA_DIR),
      retentionDays: config.EXPORT_RETENTION_DAYS,
      log: app.log,
    });
    const statements = createStatementsService({ db, log: app.log });

    await app.register(exportsRoutes(db));
    await app.register(tradeDownloadRoutes(tradeDownload));
    await app.register(logsRoutes(db));
    await app.register(statementsRoutes(statements));

    if (!jobs) return;
    await jobs.work<{ jobId: string }>(EXPORT_RUN_QUEUE, ({ jobId }) => tradeDownload.run(jobId));
    await jobs.work(EXPORT_CLEANUP_QUEUE, async () => {
      await tradeDownload.cleanup();
    });
    await jobs.work(STATEMENTS_QUEUE, async () => {
      await statements.nightly();
    });
    await jobs.boss.schedule(EXPORT_CLEANUP_QUEUE, '17 * * * *', {}, { tz: 'UTC' });
    await jobs.boss.schedule(STATEMENTS_QUEUE, '5 0 * * *', {}, { tz: 'UTC' });
  };

/** Without a job queue (a bare app) a background export is refused rather than left queued forever. */
const noJobs: Jobs = {
  boss: undefined as never,
  send: () => Promise.reject(new Error('no job queue')),
  work: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};
