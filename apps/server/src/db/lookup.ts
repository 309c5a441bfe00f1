import { and, eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** Column values that single out rows: each one given (null and undefined have no place in a key). */
export type KeyOf<T extends PgTable> = { [K in keyof T['$inferSelect']]?: NonNullable<T['$inferSelect'][K]> };

/**
 * The first row of `table` whose columns equal every value in `key` (one statement, no order: a key that is
 * unique gives its row). A key with no values, or a value left undefined, is a mistake and throws.
 */
export const firstWhere = async <T extends PgTable>(
  tx: Tx,
  table: T,
  key: KeyOf<T>,
): Promise<T['$inferSelect'] | undefined> => {
  const columns = getTableColumns(table);
  const entries = Object.entries(key);
  if (entries.length === 0) throw new Error(`firstWhere: no key for ${getTableName(table)}`);
  const conditions = entries.map(([name, value]) => {
    if (value === undefined || value === null) throw new Error(`firstWhere: ${name} has no value`);
    return eq(columns[name]!, value);
  });
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
  return row as T['$inferSelect'] | undefined;
};
