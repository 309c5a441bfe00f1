import { and, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** Column values that single out rows: each one given (null and undefined have no place in a key). */
export type KeyOf<T extends PgTable> = { [K in keyof T['$inferSelect']]?: NonNullable<T['$inferSelect'][K]> };

/**
 * The condition that `table`'s columns equal every value in `key`. A key with no values, or a value left
 * undefined, is a mistake and throws (it would match rows it was not meant to).
 */
export const keyWhere = <T extends PgTable>(table: T, key: KeyOf<T>): SQL => {
  const columns = getTableColumns(table);
  const entries = Object.entries(key);
  if (entries.length === 0) throw new Error(`keyWhere: no key for ${getTableName(table)}`);
  const conditions = entries.map(([name, value]) => {
    if (value === undefined || value === null) throw new Error(`keyWhere: ${name} has no value`);
    return eq(columns[name]!, value);
  });
  return and(...conditions)!;
};

/**
 * The first row of `table` whose columns equal every value in `key` (see `keyWhere`; one statement, no order: a
 * key that is unique gives its row); `lock` holds the row (`for update`) to the transaction's end.
 */
export const firstWhere = async <T extends PgTable>(
  tx: Tx,
  table: T,
  key: KeyOf<T>,
  lock = false,
): Promise<T['$inferSelect'] | undefined> => {
  const q = tx
    .select()
    .from(table as PgTable)
    .where(keyWhere(table, key));
  const [row] = lock ? await q.for('update') : await q;
  return row as T['$inferSelect'] | undefined;
};

/** The value of `column` in the first row of `table` matching `key` (as `firstWhere`); undefined: no such row. */
export const valueWhere = async <T extends PgTable, C extends AnyPgColumn>(
  tx: Tx,
  table: T,
  column: C,
  key: KeyOf<T>,
): Promise<C['_']['data'] | undefined> => {
  const [row] = await tx
    .select({ value: column })
    .from(table as PgTable)
    .where(keyWhere(table, key));
  return row?.value as C['_']['data'] | undefined;
};

/** The key of record `id`, of partner `partnerId` only (null: the operator, whoever's it is). */
export const partnerIdKey = (partnerId: string | null, id: string) =>
  partnerId ? { id, partnerId } : { id };
