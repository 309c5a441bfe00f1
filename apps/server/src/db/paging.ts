import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { newestFirst, type Keyset } from './keyset';

/** How many rows of `table` match `where`. */
export const countWhere = async (tx: Tx, table: PgTable, where: SQL | undefined) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/** Page `page` (from 1) of `size` rows of `rows` (a dynamic select) matching `where`, newest first. */
export const newestPage = <Q extends PgSelect>(
  rows: Q,
  keys: Keyset,
  where: SQL | undefined,
  page: number,
  size: number,
) =>
  rows
    .where(where)
    .orderBy(...newestFirst(keys))
    .limit(size)
    .offset((page - 1) * size);
