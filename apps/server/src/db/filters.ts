import { gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern that finds `search` anywhere, its `\`, `%` and `_` taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
