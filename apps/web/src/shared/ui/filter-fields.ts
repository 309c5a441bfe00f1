import type { TFunction } from 'i18next';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import { asDays, shortcutDays } from './date-range';
import { DATE_SHORTCUTS } from './date-shortcuts';
import { EMPTY_PERIOD, periodDraft, periodInstants, type PeriodDraft } from './period-range';

/** One choice of a select filter: what goes in the URL and what the menu shows. */
export type FilterOption = { value: string | number; label: string };

type Named = { name: string; label: string; width: number };
/** A free-text filter, trimmed; an empty one is left out. */
export type TextFilter = Named & { kind: 'text'; decimal?: boolean };
/**
 * A select filter. `all` is the label of the "any" choice (none: the select always holds a value, `fallback`
 * when the URL has none); `number` sends the choice as a number.
 */
export type SelectFilter = Named & {
  kind: 'select';
  options: readonly FilterOption[];
  all?: string;
  fallback?: string;
  number?: boolean;
};
/**
 * The date filter (spec §2 shortcuts, and with `custom` a range of days). `days` sends calendar days
 * (`YYYY-MM-DD`), otherwise the instants of their start and end; `keys` name the two URL fields.
 */
export type PeriodFilter = {
  kind: 'period';
  label?: string;
  width?: number;
  custom?: boolean;
  days?: boolean;
  keys?: readonly [string, string];
};
export type FilterField = TextFilter | SelectFilter | PeriodFilter;

/** What the fields hold before Search: the text of each field and the period. */
export type FilterDraft = { values: Record<string, string>; period: PeriodDraft };
type Filter = Record<string, unknown>;

const keysOf = (p: PeriodFilter) => p.keys ?? (['from', 'to'] as const);

/** A draft period as days: a shortcut's, or the custom days (either end open). */
const periodDays = (d: PeriodDraft): { from?: string; to?: string } => {
  if (d.period === 'custom') return { from: d.from || undefined, to: d.to || undefined };
  if (!d.period) return {};
  const days = asDays(shortcutDays(d.period));
  return { from: days.dateFrom, to: days.dateTo };
};

/** Days from the URL back into the period: the shortcut they are today, else a custom range. */
const daysPeriod = (from?: string, to?: string): PeriodDraft => {
  if (!from && !to) return EMPTY_PERIOD;
  const shortcut = DATE_SHORTCUTS.find((s) => {
    const days = asDays(shortcutDays(s));
    return days.dateFrom === from && days.dateTo === to;
  });
  return shortcut
    ? { period: shortcut, from: '', to: '' }
    : { period: 'custom', from: from ?? '', to: to ?? '' };
};

const periodOf = (fields: readonly FilterField[]) =>
  fields.find((f): f is PeriodFilter => f.kind === 'period');

/** The fields' empty draft (Reset): nothing typed, every select on "all" (or its fallback), any time. */
export const emptyDraft = (fields: readonly FilterField[]): FilterDraft => ({
  values: Object.fromEntries(
    fields.flatMap((f) =>
      f.kind === 'period' ? [] : [[f.name, f.kind === 'select' ? (f.fallback ?? '') : '']],
    ),
  ),
  period: EMPTY_PERIOD,
});

/** The filter in force (from the URL) back into the fields. */
export const draftOf = (fields: readonly FilterField[], filter: Filter): FilterDraft => {
  const empty = emptyDraft(fields);
  const values = Object.fromEntries(
    Object.entries(empty.values).map(([name, blank]) => {
      const v = filter[name];
      return [name, v === undefined || v === null || v === '' ? blank : String(v)];
    }),
  );
  const p = periodOf(fields);
  if (!p) return { values, period: EMPTY_PERIOD };
  const [fromKey, toKey] = keysOf(p);
  const [from, to] = [filter[fromKey] as string | undefined, filter[toKey] as string | undefined];
  const period = p.days ? daysPeriod(from, to) : periodDraft({ from, to });
  return { values, period: period.period === 'custom' && !p.custom ? EMPTY_PERIOD : period };
};

/** The draft as the list's filter: trimmed text, chosen options, the period's days or instants. */
export const filterOf = (fields: readonly FilterField[], draft: FilterDraft): Filter => {
  const filter: Filter = {};
  for (const f of fields) {
    if (f.kind === 'period') {
      const [fromKey, toKey] = keysOf(f);
      const range = f.days ? periodDays(draft.period) : periodInstants(draft.period);
      if (range.from) filter[fromKey] = range.from;
      if (range.to) filter[toKey] = range.to;
      continue;
    }
    const text = f.kind === 'text' ? draft.values[f.name]!.trim() : draft.values[f.name]!;
    if (text !== '') filter[f.name] = f.kind === 'select' && f.number ? Number(text) : text;
  }
  return filter;
};

/** A select filter over `values`, each shown as `labelOf` names it. */
export const selectFilter = <V extends string | number>(
  field: Omit<SelectFilter, 'kind' | 'options'>,
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectFilter => ({
  kind: 'select',
  ...field,
  options: values.map((value) => ({ value, label: labelOf(value) })),
});

/**
 * The select filters of one list: they share the "all" choice `all`, and each is labelled by the text under
 * `prefix` named as the field (`select('status', 170, STATUSES, labelOf)` reads `<prefix>.status`).
 */
export const selectFilters =
  (t: TFunction, prefix: string, all: string) =>
  <V extends string | number>(
    name: string,
    width: number,
    values: readonly V[],
    labelOf: (value: V) => string,
    more?: Pick<SelectFilter, 'number' | 'fallback' | 'all'>,
  ): SelectFilter =>
    selectFilter({ name, label: t(`${prefix}.${name}`), width, all, ...more }, values, labelOf);

/** The currency select of a list's filters: any, or one of `codes` (the balance currencies unless told). */
export const currencyFilter = (
  label: string,
  width: number,
  all: string,
  codes: readonly string[] = DEFAULT_BALANCE_CURRENCIES,
): SelectFilter => ({
  kind: 'select',
  name: 'currency',
  label,
  width,
  all,
  options: codes.map((code) => ({ value: code, label: code })),
});

/** The created date: spec §2 shortcuts or a custom range, sent as days (`createdFrom`, `createdTo`). */
export const createdFilter = (label: string): PeriodFilter => ({
  kind: 'period',
  label,
  custom: true,
  days: true,
  keys: ['createdFrom', 'createdTo'],
});
