import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExportJobRecord } from '@remit/contract/export';
import { createTestApp, expectEnvelope, useBeforeAll, useSignedIn } from '../../../test/helpers/app';
import { exportJobs } from '../../db/schema/index';
import { numbersKind, numbersRequest } from '../../../test/fixtures/export-kind';
import { readCsv } from '../../platform/exports/csv-read';

let dataDir: string;

/** The app with its files in a folder of this file's own, removed after the app closes. */
const t = useBeforeAll(
  async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'remit-exports-'));
    return createTestApp(
      { AUTH_RATE_LIMIT: '1000', DATA_DIR: dataDir, EXPORT_RETENTION_DAYS: '3' },
      { exportKinds: (kinds) => kinds.register(numbersKind) },
    );
  },
  async (app) => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  },
);
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other');

const create = (token: string, body: object) => t.cms(token, 'tradeDownload', 'create', body);
const get = async (token: string, id: string) =>
  (await t.cms(token, 'tradeDownload', 'get', { id })).json().data as ExportJobRecord;

/** Polls the job as the Trade download screen does, keeping every progress figure it saw. */
const follow = async (token: string, id: string, timeoutMs = 120_000) => {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await get(token, id);
    seen.push(job.rowsDone);
    if (job.status === 'done' || job.status === 'failed') return { job, seen };
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('Trade download: background exports', () => {
  let doneJob: ExportJobRecord;

  it('runs a queued job to done: progress reaches the total and the file holds every row', async () => {
    const res = await create(tokens.admin, numbersRequest('csv', 60_000, 'zh_CN'));
    expect(res.statusCode).toBe(200);
    const queued = res.json().data as ExportJobRecord;
    expect(queued.status).toBe('queued');
    expect(queued.fileName).toMatch(/^数字-\d{8}-\d{4}\.csv$/);
    const { job, seen } = await follow(tokens.admin, queued.id);
    expect(job.status).toBe('done');
    expect(job.rowsTotal).toBe(60_000);
    expect(job.rowsDone).toBe(60_000);
    // Progress moved in batches (5,000 rows each): never more than the total, never backwards.
    expect(seen.every((n, i) => n <= 60_000 && (i === 0 || n >= seen[i - 1]!))).toBe(true);
    const expires = new Date(job.expiresAt!).getTime() - new Date(job.finishedAt!).getTime();
    expect(expires).toBe(3 * 86_400_000);

    const file = await t.cms(tokens.admin, 'tradeDownload', 'export', { id: job.id });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']).split("''")[1]!)).toBe(
      job.fileName,
    );
    const rows = readCsv(file.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['编号', '金额', '备注']);
    expect(rows).toHaveLength(60_001);
    expect(rows[60_000]).toEqual(['60000', '60595.00', '第 60000 行']);
    doneJob = job;
  });

  it('writes XLSX jobs too', async () => {
    const res = await create(tokens.admin, numbersRequest('xlsx', 3));
    const { job } = await follow(tokens.admin, (res.json().data as ExportJobRecord).id);
    expect(job.status).toBe('done');
    const file = await t.cms(tokens.admin, 'tradeDownload', 'export', { id: job.id });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(4).values).toEqual([undefined, 3, '-1.97', 'row 3']);
  });

  it('lists the caller’s jobs with a status filter and paging', async () => {
    const page = (await t.cms(tokens.admin, 'tradeDownload', 'page', { status: 'done', size: 10 })).json()
      .data;
    expect(page.total).toBe(2);
    expect(page.records.map((r: ExportJobRecord) => r.status)).toEqual(['done', 'done']);
    const failed = (await t.cms(tokens.admin, 'tradeDownload', 'page', { status: 'failed' })).json().data;
    expect(failed.total).toBe(0);
    const bad = await t.cms(tokens.admin, 'tradeDownload', 'page', { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    // Another partner's user sees none of them.
    expect((await t.cms(tokens.other, 'tradeDownload', 'page', {})).json().data.total).toBe(0);
  });

  it("answers 404 to another partner's job id on get, download and delete, and leaves it in place", async () => {
    for (const op of ['get', 'export', 'delete']) {
      const res = await t.cms(tokens.other, 'tradeDownload', op, { id: doneJob.id });
      expect(res.statusCode, op).toBe(404);
      expect(expectEnvelope(res).code).toBe('40450');
    }
    expect((await get(tokens.admin, doneJob.id)).status).toBe('done');
  });

  it('refuses a kind the caller may not export, a bad filter, and reports a failed job with its reason', async () => {
    const forbidden = await create(tokens.finance, { kind: 'auditLogs', format: 'csv' });
    expect(forbidden.statusCode).toBe(403);
    const viewer = await create(tokens.viewer, { kind: 'testNumbers', format: 'csv' });
    expect(viewer.statusCode).toBe(403); // Viewer holds no tradeDownload:add
    const bad = await create(tokens.admin, { kind: 'testNumbers', format: 'csv', filter: { n: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(expectEnvelope(bad).msg).toMatch(/export filter is invalid/);
    const before = (await t.cms(tokens.admin, 'tradeDownload', 'page', {})).json().data.total;
    expect(before).toBe(2); // nothing was written by the refused requests

    // A job whose stored filter no longer parses (a kind changed under it) fails with a message.
    const res = await create(tokens.admin, numbersRequest('csv', 1));
    const id = (res.json().data as ExportJobRecord).id;
    await t.db.update(exportJobs).set({ kind: 'retiredKind' }).where(eq(exportJobs.id, id));
    const { job } = await follow(tokens.admin, id);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('There is no export called "retiredKind".');
    const download = await t.cms(tokens.admin, 'tradeDownload', 'export', { id });
    expect(download.statusCode).toBe(409);
  });

  it('deletes a job with its file, and the cleanup removes expired files', async () => {
    const del = await t.cms(tokens.admin, 'tradeDownload', 'delete', { id: doneJob.id });
    expect(del.statusCode).toBe(200);
    expect((await t.cms(tokens.admin, 'tradeDownload', 'get', { id: doneJob.id })).statusCode).toBe(404);
    expect(await readdir(path.join(dataDir, 'exports'))).not.toContain(`${doneJob.id}.csv`);

    const left = (await t.cms(tokens.admin, 'tradeDownload', 'page', { status: 'done' })).json().data
      .records[0] as ExportJobRecord;
    await t.db
      .update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, left.id));
    await t.jobs.send('exports.cleanup', {});
    const deadline = Date.now() + 15_000;
    while ((await t.cms(tokens.admin, 'tradeDownload', 'get', { id: left.id })).statusCode !== 404) {
      if (Date.now() > deadline) throw new Error('cleanup did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await readdir(path.join(dataDir, 'exports'))).not.toContain(`${left.id}.xlsx`);
  });
});
