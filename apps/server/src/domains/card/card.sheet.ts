import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { BULK_SHEET_LIMITS, MAX_BULK_ROWS } from '@remit/contract/card';
import { AppError } from '../../platform/errors';

/** One non-blank sheet row: its line in the file and its cells, trimmed. */
export type SheetLine = { line: number; values: string[] };

const { unpackedBytes, zipEntries, columns: maxColumns, cellChars } = BULK_SHEET_LIMITS;

const invalid = (detail: string) => new AppError('CARD_UPLOAD_INVALID', { detail });
const tooLarge = () =>
  new AppError('CARD_UPLOAD_TOO_LARGE', {
    mb: unpackedBytes / (1024 * 1024),
    bytes: unpackedBytes.toLocaleString('en-US'),
  });

/**
 * Unpacks every entry of an XLSX (a zip) once, counting the bytes as they come: refused at the first byte past
 * the limit, whatever the entries' headers claim (yauzl also refuses an entry longer than its header says).
 * Nothing is kept; a workbook that passes is small enough to be read.
 */
const checkUnpackedSize = (bytes: Buffer) =>
  new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (err: AppError) => {
      if (!settled) reject(err);
      settled = true;
    };
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return fail(invalid(`not an XLSX workbook (${err?.message ?? 'no zip'})`));
      let total = 0;
      let entries = 0;
      zip.on('error', (e: Error) => fail(invalid(`not an XLSX workbook (${e.message})`)));
      zip.on('end', () => {
        if (!settled) resolve();
        settled = true;
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        if (++entries > zipEntries) return fail(invalid(`more than ${zipEntries} parts in the workbook`));
        if (total + entry.uncompressedSize > unpackedBytes) return fail(tooLarge());
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(invalid(`not an XLSX workbook (${e?.message ?? 'unreadable'})`));
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > unpackedBytes) {
              stream.destroy();
              fail(tooLarge());
            }
          });
          stream.on('error', (se: Error) => fail(invalid(`not an XLSX workbook (${se.message})`)));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });

/**
 * Collects the non-blank rows, refusing at the first excess: a row past the heading plus MAX_BULK_ROWS, a row
 * wider than the column limit, a cell longer than the cell limit.
 */
const collector = () => {
  const rows: SheetLine[] = [];
  const add = (line: number, values: string[]) => {
    if (!values.some(Boolean)) return;
    if (rows.length >= MAX_BULK_ROWS + 1)
      throw new AppError('CARD_UPLOAD_TOO_MANY_ROWS', { max: MAX_BULK_ROWS });
    if (values.length > maxColumns)
      throw new AppError('CARD_UPLOAD_TOO_MANY_COLUMNS', { line, max: maxColumns });
    const long = values.findIndex((v) => v.length > cellChars);
    if (long >= 0)
      throw new AppError('CARD_UPLOAD_CELL_TOO_LONG', { line, column: long + 1, max: cellChars });
    rows.push({ line, values });
  };
  return { rows, add };
};

/**
 * The first sheet of a workbook, streamed row by row (never loaded whole) once its unpacked size passed. The
 * stream is read to its end even after a refusal: exceljs spools a sheet stored before the shared strings (as
 * Excel stores them) to a temporary file and removes it only once that sheet has been read. The refusal is still
 * decided at the first excess, and nothing past it is kept.
 */
const readXlsx = async (bytes: Buffer): Promise<SheetLine[]> => {
  await checkUnpackedSize(bytes);
  const { rows, add } = collector();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  let refusal: AppError | undefined;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        if (sheets > 1 || refusal) continue;
        try {
          // A row wider than the limit is refused before its cells are read.
          if (row.cellCount > maxColumns)
            throw new AppError('CARD_UPLOAD_TOO_MANY_COLUMNS', { line: row.number, max: maxColumns });
          const values: string[] = [];
          for (let i = 1; i <= row.cellCount; i++) values.push(row.getCell(i).text.trim());
          add(row.number, values);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          refusal = err;
        }
      }
    }
  } catch (err) {
    throw invalid(`not an XLSX workbook (${(err as Error).message})`);
  }
  if (refusal) throw refusal;
  if (!sheets) throw invalid('the workbook has no sheet');
  return rows;
};

/** CSV text (at most 1 MB, the upload limit): parsed, then held to the same row, column and cell limits. */
const readCsv = (bytes: Buffer): SheetLine[] => {
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw invalid('a binary file, not CSV text');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    throw invalid((err as Error).message);
  }
  const { rows, add } = collector();
  for (const r of records) add(r.info.lines, r.record);
  return rows;
};

const isXlsx = (fileName: string, bytes: Buffer) =>
  bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || /\.xlsx$/i.test(fileName);

/** The sheet's non-blank rows (the heading row included), each with its line number, within the limits. */
export const readSheetRows = (fileName: string, bytes: Buffer): Promise<SheetLine[]> =>
  isXlsx(fileName, bytes) ? readXlsx(bytes) : Promise.resolve(readCsv(bytes));
