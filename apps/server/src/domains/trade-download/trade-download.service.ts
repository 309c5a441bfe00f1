import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ExportFormat,
  ExportJobPageRequest,
  ExportJobRecord,
  ExportRequest,
} from '@remit/contract/export';
import { toWireLanguage, type WireLanguage } from '@remit/contract/envelope';
import type { Db } from '../../db/client';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, errorMessage, foundOr } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import type { ExportRegistry } from '../../platform/exports/export-kinds';
import { resolveExport } from '../../platform/exports/export-request';
import { exportFileName, exportStream } from '../../platform/exports/export-writers';
import { ensureExportsDir, exportFilePath } from './trade-download.files';
import * as repo from './trade-download.repository';

export const EXPORT_RUN_QUEUE = 'exports.run';
export const EXPORT_CLEANUP_QUEUE = 'exports.cleanup';

export type TradeDownloadDeps = {
  db: Db;
  jobs: Jobs;
  dataDir: string;
  retentionDays: number;
  log: FastifyBaseLogger;
  kinds: ExportRegistry;
};

const DAY_MS = 86_400_000;

const fileNameOf = (kinds: ExportRegistry, row: repo.ExportJobRow) => {
  const kind = kinds.get(row.kind);
  const language = toWireLanguage(row.language);
  const title = kind ? kind : { title: { en: row.kind, zh_CN: row.kind } };
  return exportFileName(title, row.format as ExportFormat, language, row.createdAt);
};

export const toRecord = (kinds: ExportRegistry, row: repo.ExportJobRow): ExportJobRecord => ({
  id: row.id,
  kind: row.kind,
  format: row.format as ExportFormat,
  fileName: fileNameOf(kinds, row),
  status: row.status as ExportJobRecord['status'],
  rowsDone: row.rowsDone,
  rowsTotal: row.rowsTotal,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Trade download: large exports as background jobs with progress, files kept N days. */
export const createTradeDownloadService = (deps: TradeDownloadDeps) => {
  const { db } = deps;
  const owner = (actor: Actor) => ({ partnerId: actor.partnerId, userId: actor.userId });

  /** The worker: idempotent — a job already done (or deleted) is left alone; a rerun starts the file over. */
  const run = async (jobId: string) => {
    const row = await repo.jobById(db, jobId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const language: WireLanguage = toWireLanguage(row.language);
    const kind = deps.kinds.get(row.kind);
    await ensureExportsDir(deps.dataDir);
    const relative = `${row.id}.${row.format}`;
    const target = exportFilePath(deps.dataDir, relative);
    const partial = `${target}.part`;
    try {
      if (!kind) throw new AppError('EXPORT_KIND_UNKNOWN', { kind: row.kind });
      const filter = kind.filter.parse(row.filter);
      const ctx = {
        db,
        partnerId: row.partnerId,
        language,
        operator: await repo.isOperatorPartner(db, row.partnerId),
      };
      const total = await kind.count(ctx, filter);
      if (
        !(await repo.updateJob(db, row.id, {
          status: 'running',
          startedAt: new Date(),
          rowsDone: 0,
          rowsTotal: total,
        }))
      )
        return;
      let gone = false;
      const progress = async (done: number) => {
        // One small update per batch: the Trade download screen polls it.
        if (!(await repo.updateJob(db, row.id, { rowsDone: done }))) gone = true;
        if (gone) throw new Error('export job deleted while running');
      };
      await pipeline(
        exportStream(kind, ctx, filter, row.format as ExportFormat, progress),
        createWriteStream(partial),
      );
      await rename(partial, target);
      const finishedAt = new Date();
      const stillThere = await repo.updateJob(db, row.id, {
        status: 'done',
        filePath: relative,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + deps.retentionDays * DAY_MS),
      });
      if (!stillThere) await rm(target, { force: true });
    } catch (err) {
      await rm(partial, { force: true });
      const reason =
        err instanceof AppError
          ? errorMessage(err.key, language, err.params)
          : errorMessage('INTERNAL', language);
      if (!(err instanceof AppError)) deps.log.error({ err, jobId }, 'export job failed');
      await repo.updateJob(db, row.id, { status: 'failed', error: reason, finishedAt: new Date() });
    }
  };

  /** Removes expired files and their rows (scheduled hourly). */
  const cleanup = async (now = new Date()) => {
    const rows = await repo.expiredJobs(db, now, new Date(now.getTime() - deps.retentionDays * DAY_MS));
    for (const row of rows) {
      if (row.filePath) await rm(exportFilePath(deps.dataDir, row.filePath), { force: true });
      await repo.deleteJob(db, row.id);
    }
    return rows.length;
  };

  return {
    run,
    cleanup,

    async create(actor: Actor, request: ExportRequest, ctx: ChangeContext) {
      const { kind, filter } = resolveExport(deps.kinds, actor, request, ctx.lang);
      await kind.check?.({ db, partnerId: actor.partnerId, language: ctx.lang }, filter);
      const id = newId();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertJob(tx, {
          id,
          partnerId: actor.partnerId,
          userId: actor.userId,
          kind: kind.name,
          format: request.format,
          filter: filter as object,
          language: ctx.lang,
        });
        await writeAudit(tx, {
          ...auditFrom(kind.permission.subject)(actor, ctx, id),
          action: 'export',
          after: { kind: kind.name, format: request.format, filter, background: true },
        });
        // The job row and the job that runs it commit together: no export waits for a job never queued.
        await deps.jobs.send(EXPORT_RUN_QUEUE, { jobId: id }, tx);
        return inserted;
      });
      return toRecord(deps.kinds, row);
    },

    async page(actor: Actor, request: ExportJobPageRequest) {
      const { records, total } = await repo.pageJobs(
        db,
        owner(actor),
        request.status,
        request.page,
        request.size,
      );
      return {
        records: records.map((r) => toRecord(deps.kinds, r)),
        total,
        page: request.page,
        size: request.size,
      };
    },

    async get(actor: Actor, id: string) {
      const row = foundOr(await repo.findJob(db, owner(actor), id), 'EXPORT_JOB_NOT_FOUND');
      return toRecord(deps.kinds, row);
    },

    /** The finished file, streamed from disk. */
    async download(actor: Actor, id: string) {
      const row = foundOr(await repo.findJob(db, owner(actor), id), 'EXPORT_JOB_NOT_FOUND');
      if (row.status !== 'done' || !row.filePath)
        throw new AppError('EXPORT_NOT_READY', { status: row.status });
      const file = exportFilePath(deps.dataDir, row.filePath);
      const info = foundOr(await stat(file).catch(() => undefined), 'EXPORT_JOB_NOT_FOUND');
      return {
        fileName: fileNameOf(deps.kinds, row),
        format: row.format as ExportFormat,
        size: info.size,
        stream: createReadStream(file),
      };
    },

    async delete(actor: Actor, id: string, ctx: ChangeContext) {
      const row = foundOr(await repo.findJob(db, owner(actor), id), 'EXPORT_JOB_NOT_FOUND');
      await db.transaction(async (tx) => {
        await repo.deleteJob(tx, row.id);
        await writeAudit(tx, {
          ...auditFrom('tradeDownload')(actor, ctx, row.id),
          action: 'delete',
          before: toRecord(deps.kinds, row),
        });
      });
      if (row.filePath) await rm(exportFilePath(deps.dataDir, row.filePath), { force: true });
    },
  };
};
export type TradeDownloadService = ReturnType<typeof createTradeDownloadService>;
