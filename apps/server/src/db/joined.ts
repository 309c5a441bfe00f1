import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { newestPage, orderedPage } from './paging';
import { partners } from './schema/index';

/**
 * A row selected as `{ row: table, ...joined }` (the table's record under `row`, the joined tables' columns
 * beside it), as one flat record: the table's columns and the joined ones.
 */
export const flatRow = <R extends { row: object }>({ row, ...joined }: R) =>
  ({ ...row, ...joined }) as R['row'] & Omit<R, 'row'>;

/** The record `id` of `table`, of partner `partnerId` only (null: the operator, whoever's it is). */
export const idOfPartner = (
  table: { id: AnyPgColumn; partnerId: AnyPgColumn },
  partnerId: string | null,
  id: string,
): SQL | undefined => (partnerId ? and(eq(table.id, id), eq(table.partnerId, partnerId)) : eq(table.id, id));

type Dated = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };
type Flattened<Q extends PgSelect> = Awaited<Q>[number] extends infer R extends { row: object }
  ? R['row'] & Omit<R, 'row'>
  : never;

/**
 * As `orderedPage` (db/paging.ts) for rows selected as `{ row: table, ...joined }`, each made flat (`flatRow`);
 * `order` left out: newest first, by `table`'s `createdAt` and `id`.
 */
const flatPage = async <Q extends PgSelect>(
  tx: Tx,
  table: Dated,
  rows: Q,
  where: SQL | undefined,
  page: number,
  size: number,
  order?: (SQL | AnyPgColumn)[],
) => {
  const found = order
    ? await orderedPage(tx, table, rows, where, order, page, size)
    : await newestPage(tx, table, rows, { time: table.createdAt, id: table.id }, where, page, size);
  const records = (found.records as { row: object }[]).map(flatRow) as Flattened<Q>[];
  return { records, total: found.total };
};

/** The select of `table`'s rows as `{ row, partnerName }`: each with the name of the partner it belongs to. */
export const withPartnerName =
  <T extends PgTable & { partnerId: AnyPgColumn }>(table: T) =>
  (tx: Tx) =>
    tx
      .select({ row: table, partnerName: partners.name })
      .from(table as PgTable)
      .innerJoin(partners, eq(partners.id, table.partnerId))
      .$dynamic();

/**
 * A partner's list and one record of `table`, read through `select` (a dynamic select of `{ row: table,
 * ...joined }`) and made flat: `page` the records matching `where` for the filter, in `order` (left out: newest
 * first); `find` the record by id (`partnerId` null: the operator, any partner's).
 */
export const partnerReads = <Q extends PgSelect, F>(
  table: Dated & { partnerId: AnyPgColumn },
  select: (tx: Tx) => Q,
  where: (partnerId: string | null, f: F) => SQL | undefined,
  order?: (SQL | AnyPgColumn)[],
) => ({
  page: (tx: Tx, partnerId: string | null, f: F, page: number, size: number) =>
    flatPage(tx, table, select(tx), where(partnerId, f), page, size, order),
  find: async (tx: Tx, partnerId: string | null, id: string) => {
    const [row] = (await select(tx).where(idOfPartner(table, partnerId, id))) as Awaited<Q>;
    return row ? (flatRow(row as { row: object }) as Flattened<Q>) : undefined;
  },
});

/**
 * The change of a material's or a collection's link amounts: each of `linking` and `linked` moved by its delta
 * (minor units), in the statement itself.
 */
export const linkAmountsMoved = (
  table: { linking: AnyPgColumn; linked: AnyPgColumn },
  delta: { linking: bigint; linked: bigint },
) => ({
  linking: sql`${table.linking} + ${delta.linking}`,
  linked: sql`${table.linked} + ${delta.linked}`,
});
