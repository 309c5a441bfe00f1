import dayjs, { type Dayjs } from 'dayjs';
import { DATE_SHORTCUTS, type DateShortcut } from './date-shortcuts';

export type DayRange = { from: Dayjs; to: Dayjs };

/**
 * Spec §2 date-range shortcuts as whole days, first and last inclusive: Today, Yesterday, Last week (the
 * seven days ending today), This month, Last month, Last three month (this month and the two before).
 */
export const shortcutDays = (shortcut: DateShortcut, now: Dayjs = dayjs()): DayRange => {
  const today = now.startOf('day');
  switch (shortcut) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: today.subtract(1, 'day'), to: today.subtract(1, 'day') };
    case 'lastWeek':
      return { from: today.subtract(6, 'day'), to: today };
    case 'thisMonth':
      return { from: today.startOf('month'), to: today };
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return { from: last.startOf('month'), to: last.endOf('month').startOf('day') };
    }
    case 'lastThreeMonths':
      return { from: today.subtract(2, 'month').startOf('month'), to: today };
  }
};

/** The days as `YYYY-MM-DD` (for filters on calendar days, such as statement dates). */
export const asDays = (range: DayRange) => ({
  dateFrom: range.from.format('YYYY-MM-DD'),
  dateTo: range.to.format('YYYY-MM-DD'),
});

/** The days as instants, start of the first to end of the last, in the browser's time zone. */
export const asInstants = (range: DayRange) => ({
  from: range.from.startOf('day').toISOString(),
  to: range.to.endOf('day').toISOString(),
});

/** The shortcut whose instants these are today (a list restored from its URL shows the shortcut again). */
export const shortcutOf = (from?: string, to?: string): DateShortcut | undefined =>
  DATE_SHORTCUTS.find((shortcut) => {
    const range = asInstants(shortcutDays(shortcut));
    return range.from === from && range.to === to;
  });
