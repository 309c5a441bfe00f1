import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A list's order for exports: a time, newest first, with the row id breaking ties. */
export type Keyset = { time: AnyPgColumn; id: AnyPgColumn };
export type KeysetPosition = { time: Date; id: string };

/** The order keyset batches read in: newest first, ties by id. */
export const newestFirst = (keys: Keyset) => [desc(keys.time), desc(keys.id)] as const;

/**
 * Rows newest first in batches, each read after the last row of the one before (no offset: the thousandth
 * batch costs what the first does, and an export never holds every row at once). `read` gets the condition
 * "after the previous batch" (undefined for the first) to AND into its filter, and reads in `newestFirst`.
 */
export async function* keysetBatches<Row>(
  keys: Keyset,
  read: (after: SQL | undefined, size: number) => Promise<Row[]>,
  positionOf: (row: Row) => KeysetPosition,
  size = 2000,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    const last = positionOf(rows[rows.length - 1]!);
    after = or(lt(keys.time, last.time), and(eq(keys.time, last.time), lt(keys.id, last.id)));
  }
}
