import type { StatementType } from '@remit/contract/statement';

export type Period = { type: StatementType; start: Date; end: Date };

/** "2026-11-22" → that UTC day, and the UTC month it falls in (statements are cut in UTC, issue 4). */
export const periodsOf = (day: string): { daily: Period; monthly: Period } => {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day)
    throw new RangeError(`not a calendar day: ${day}`);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  return {
    daily: { type: 'daily', start, end: new Date(start.getTime() + 86_400_000) },
    monthly: { type: 'monthly', start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) },
  };
};

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC day before `now`: what the nightly run closes. */
export const yesterday = (now: Date) => isoDay(new Date(now.getTime() - 86_400_000));

/** Statement file stem, the same in both languages: statement_daily_USD_20261122. */
export const statementFileName = (
  type: StatementType,
  currency: string,
  start: Date,
  account: { id: string; kind: string },
) => {
  const date =
    type === 'daily' ? isoDay(start).replace(/-/g, '') : isoDay(start).slice(0, 7).replace('-', '');
  const suffix = account.kind === 'partner' ? '' : `_${account.kind}_${account.id.slice(-8)}`;
  return `statement_${type}_${currency}_${date}${suffix}`;
};

/** The date a person reads: the day, or the month for a monthly statement. */
export const periodLabel = (type: StatementType, start: Date) =>
  type === 'daily' ? isoDay(start) : isoDay(start).slice(0, 7);
