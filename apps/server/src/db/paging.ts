import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { newestFirst, type Keyset } from './keyset';

/** How many rows of `table` match `where`. */
export const countWhere = async (tx: Tx, table: PgTable, where: SQL | undefined) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/**
 * A list's page and its count: page `page` (from 1) of `size` rows of `rows` (a dynamic select) matching
 * `where`, in `order` (ending in a unique column, so pages never overlap), and how many rows of `table` match.
 */
export const orderedPage = async <Q extends PgSelect>(
  tx: Tx,
  table: PgTable,
  rows: Q,
  where: SQL | undefined,
  order: (SQL | AnyPgColumn)[],
  page: number,
  size: number,
) => {
  const records: Awaited<Q> = await rows
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { records, total: await countWhere(tx, table, where) };
};

/** As `orderedPage`, newest first (the order keyset exports read in). */
export const newestPage = <Q extends PgSelect>(
  tx: Tx,
  table: PgTable,
  rows: Q,
  keys: Keyset,
  where: SQL | undefined,
  page: number,
  size: number,
) => orderedPage(tx, table, rows, where, [...newestFirst(keys)], page, size);
