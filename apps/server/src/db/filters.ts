import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern that finds `search` anywhere, its `\`, `%` and `_` taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `search` found in any of `columns` or expressions (see `containing`); no search: no condition. */
export const searchIn = (search: string | undefined, ...columns: (AnyPgColumn | SQL)[]) => {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(...columns.map((column) => ilike(column, pattern)));
};

/**
 * Each column equal to its value (a value left out, undefined or '', gives no condition), then the `more`
 * conditions, all of them together.
 */
export const matching = (exact: [AnyPgColumn, string | number | undefined][], ...more: (SQL | undefined)[]) =>
  and(
    ...exact.map(([column, value]) => (value === undefined || value === '' ? undefined : eq(column, value))),
    ...more,
  );

/**
 * The filter of a list of a partner's records that are enabled or disabled: its `status`, its `currency`, and
 * its `search` in any of the `searched` columns; each left out: no condition.
 */
export const partnerListFilter = (
  columns: { partnerId: AnyPgColumn; status: AnyPgColumn; currency: AnyPgColumn },
  searched: AnyPgColumn[],
  partnerId: string,
  f: { search?: string; status?: number; currency?: string },
) => {
  const parts: (SQL | undefined)[] = [eq(columns.partnerId, partnerId)];
  if (f.status !== undefined) parts.push(eq(columns.status, f.status));
  if (f.currency) parts.push(eq(columns.currency, f.currency));
  parts.push(searchIn(f.search, ...searched));
  return and(...parts);
};

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => {
  const d = dayStart(day);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** `column` on or after the day `from` and on or before the day `to` (UTC, YYYY-MM-DD); either may be left out. */
export const withinDays = (column: AnyPgColumn, from?: string, to?: string): SQL[] => {
  const parts: SQL[] = [];
  if (from) parts.push(gte(column, dayStart(from)));
  if (to) parts.push(lt(column, nextDay(to)));
  return parts;
};
