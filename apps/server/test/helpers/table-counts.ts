import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/** Row counts of every table of the application's schema, in one round trip (for "a refusal changes nothing"). */
export const tableCounts = async (db: Db): Promise<Record<string, number>> => {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const union = tables
    .map(({ name }) => `select '${name}' as name, count(*)::int as n from "public"."${name}"`)
    .join(' union all ');
  const rows = await rowsOf<{ name: string; n: number }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
};

/** The tables whose row count differs between two snapshots, as `table: before → after`. */
export const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
