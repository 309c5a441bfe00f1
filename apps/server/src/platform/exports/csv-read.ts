import { parse } from 'csv-parse/sync';

/**
 * Reads CSV text back into rows (RFC 4180 quoting; a row ends at CRLF, LF or CR): tests check exported
 * files with it. Rows may differ in length, as a file's title lines and its table do.
 */
export const readCsv = (text: string): string[][] =>
  parse(text, { relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
