import type { z } from 'zod';
import type { Action, Subject } from '@remit/contract/permission';
import type { WireLanguage } from '@remit/contract/envelope';
import type { Db } from '../../db/client';

/**
 * One exportable list (account transactions, deposits, audit log, orders…). A domain declares its kind
 * once and registers it; the export service (platform/exports) streams it as CSV or XLSX, either straight
 * to the browser for a list's Export button or as a background job on Trade download, with progress.
 *
 * The rows are read in batches (keyset paging inside `batches`), never all at once: an export of a
 * million rows must not hold them in memory.
 */
export type ExportColumn<Row> = {
  /** Column heading per language. */
  header: Record<WireLanguage, string>;
  /** The cell: text or an integer; money goes out as its decimal string, never a float. */
  value: (row: Row, language: WireLanguage) => string | number | null;
};

export type ExportContext = {
  db: Db;
  partnerId: string;
  language: WireLanguage;
  /** The platform operator: a kind whose list spans every partner for the operator exports across them too. */
  operator?: boolean;
};

export type ExportKind<Filter = unknown, Row = unknown> = {
  /** Stable name used on the wire (`kind`) and in file names, e.g. `accountTransactions`. */
  name: string;
  /** The permission a caller needs to export it (checked by the export routes). */
  permission: { action: Action; subject: Subject };
  /** The list's own filter schema (the same one its page call takes, without paging). */
  filter: z.ZodType<Filter>;
  /** File name stem per language, e.g. { en: 'account-transactions', zh_CN: '账户交易' }. */
  title: Record<WireLanguage, string>;
  columns: ExportColumn<Row>[];
  /**
   * Authorizes the filter itself (an account id that is not the partner's own is a 404), before the
   * answer's first byte or a background job: a refusal then gets its envelope, not a cut connection.
   */
  check?(ctx: ExportContext, filter: Filter): Promise<void>;
  /** How many rows the filter selects (for progress). */
  count(ctx: ExportContext, filter: Filter): Promise<number>;
  /** The rows in a stable order, in batches of a few thousand, scoped to ctx.partnerId. */
  batches(ctx: ExportContext, filter: Filter): AsyncIterable<Row[]>;
};

/** The kinds one app instance can export: each domain's plugin registers its own (`app.exportKinds`). */
export type ExportRegistry = {
  register<F, R>(kind: ExportKind<F, R>): void;
  get(name: string): ExportKind | undefined;
  names(): string[];
};

export const createExportRegistry = (): ExportRegistry => {
  const kinds = new Map<string, ExportKind>();
  return {
    register(kind) {
      if (kinds.has(kind.name)) throw new Error(`export kind ${kind.name} registered twice`);
      kinds.set(kind.name, kind as unknown as ExportKind);
    },
    get: (name) => kinds.get(name),
    names: () => [...kinds.keys()],
  };
};
