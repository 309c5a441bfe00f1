import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { keyWhere, type KeyOf } from './lookup';

/** One row of `table` inserted; answers it as stored. */
export const insertOne = async <T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert']) => {
  const [row] = await tx.insert(table).values(values).returning();
  return row as T['$inferSelect'];
};

type Touched = PgTable & { updatedAt: AnyPgColumn };

/**
 * `values` set, with `updatedAt` now, on the rows of `table` matching `key` (see `keyWhere`: a partner's row is
 * keyed with its `partnerId` too, so another partner's id changes nothing).
 */
export const touchWhere = <T extends Touched>(
  tx: Tx,
  table: T,
  key: KeyOf<T>,
  values: Partial<T['$inferInsert']>,
) =>
  tx
    .update(table)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(keyWhere(table, key));

/** As `touchWhere`, answering the changed row (undefined: none matched the key). */
export const touchedRow = async <T extends Touched>(
  tx: Tx,
  table: T,
  key: KeyOf<T>,
  values: Partial<T['$inferInsert']>,
) => {
  const rows = (await touchWhere(tx, table, key, values).returning()) as T['$inferSelect'][];
  return rows[0];
};
