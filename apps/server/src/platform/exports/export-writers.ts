import type { FastifyReply } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@remit/contract/export';
import type { WireLanguage } from '@remit/contract/envelope';
import type { ExportColumn, ExportContext, ExportKind } from './export-kinds';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "account-transactions-20261122-0105.csv" / "账户交易-20261122-0105.csv": the kind's title, a UTC stamp. */
export const exportFileName = (
  kind: Pick<ExportKind, 'title'>,
  format: ExportFormat,
  language: WireLanguage,
  at = new Date(),
) => {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${kind.title[language]}-${stamp}.${format}`;
};

/** attachment with an ASCII fallback and the real (possibly Chinese) name as RFC 5987 `filename*`. */
export const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** A file to save as the answer: its type, its name (see contentDisposition), its size when known, never cached. */
export const sendDownload = (
  reply: FastifyReply,
  file: {
    contentType: string;
    fileName: string;
    size?: number;
    body: Readable | NodeJS.ReadableStream | Buffer;
  },
) => {
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * Where a formula may start when a spreadsheet reads the file with a separator other than ours: European
 * Excel splits CSV at `;`, others at a tab or `|`, and a line break starts a row. Quoting does not help
 * there (`"a","x;=2*21"` read at `;` gives a cell `=2*21`), so a formula sign after any of these (and
 * any spaces or quotes) gets an apostrophe too, the way the cell's own start does.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n][\s"]*)(?=[=+\-@])/g;
const FORMULA_AT_START = /^(?:[\t\r]|[\s"]*[=+\-@])/;
/**
 * A text cell starting with = + - @ (or a tab/CR) would run as a formula in Excel (CSV injection):
 * such text gets a leading apostrophe, and so does such a start after any separator inside the text.
 * Numbers and decimal money strings ("-12.50") pass unchanged. One rule for CSV and XLSX cells.
 */
export const safeCell = (value: string | number | null): string | number | null => {
  if (typeof value !== 'string' || PLAIN_NUMBER.test(value)) return value;
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_AT_START.test(inner) ? `'${inner}` : inner;
};

const cellsOf = <Row>(columns: ExportColumn<Row>[], row: Row, language: WireLanguage) =>
  columns.map((c) => safeCell(c.value(row, language)));

/**
 * CSV lines with every cell quoted: where a spreadsheet's list separator is `;` (or a tab), an unquoted
 * `x;=1+1` would split into a cell of its own that starts a formula. Cells pass through `safeCell` too.
 */
export const csvLines = (rows: (string | number | null)[][]) =>
  stringify(
    rows.map((row) => row.map(safeCell)),
    { quoted: true, quoted_empty: true },
  );

const CSV_CHUNK_ROWS = 200;

export type Progress = (rowsDone: number) => void | Promise<void>;

/** CSV as text chunks: UTF-8 BOM (so Excel reads Chinese right), the headings, then one chunk per batch. */
async function* csvChunks<F, R>(
  kind: ExportKind<F, R>,
  ctx: ExportContext,
  filter: F,
  onProgress?: Progress,
): AsyncGenerator<string> {
  yield '\ufeff' + csvLines([kind.columns.map((c) => c.header[ctx.language])]);
  let done = 0;
  for await (const batch of kind.batches(ctx, filter)) {
    // Small chunks, each written out before the next is made: nothing lives long enough to reach V8's
    // old space, so memory stays flat instead of waiting for a full collection.
    for (let i = 0; i < batch.length; i += CSV_CHUNK_ROWS)
      yield csvLines(
        batch.slice(i, i + CSV_CHUNK_ROWS).map((row) => cellsOf(kind.columns, row, ctx.language)),
      );
    done += batch.length;
    await onProgress?.(done);
  }
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (written out) as it is added, so only
 * the zip's small window stays in memory. Between batches we wait while the reader is behind.
 */
const xlsxStream = <F, R>(
  kind: ExportKind<F, R>,
  ctx: ExportContext,
  filter: F,
  onProgress?: Progress,
): Readable => {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const run = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet(kind.title[ctx.language].slice(0, 31));
    sheet.addRow(kind.columns.map((c) => c.header[ctx.language])).commit();
    let done = 0;
    for await (const batch of kind.batches(ctx, filter)) {
      for (const row of batch) sheet.addRow(cellsOf(kind.columns, row, ctx.language)).commit();
      done += batch.length;
      await onProgress?.(done);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((err: unknown) => out.destroy(err as Error));
  return out;
};

/** The file as a stream, read batch by batch as the consumer pulls (memory does not grow with rows). */
export const exportStream = <F, R>(
  kind: ExportKind<F, R>,
  ctx: ExportContext,
  filter: F,
  format: ExportFormat,
  onProgress?: Progress,
): Readable =>
  format === 'csv'
    ? Readable.from(csvChunks(kind, ctx, filter, onProgress), { objectMode: false })
    : xlsxStream(kind, ctx, filter, onProgress);
