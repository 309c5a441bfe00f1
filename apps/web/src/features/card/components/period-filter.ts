import { asDays, shortcutDays } from '../../../shared/ui/date-range';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../shared/ui/date-shortcuts';
import type { PeriodDraft } from '../../../shared/ui/period-range';

export type CreatedDays = { createdFrom?: string; createdTo?: string };

/** The created days of a draft: a spec §2 shortcut's days, or the custom days (either end open). */
export const createdDays = (d: PeriodDraft): CreatedDays => {
  if (d.period === 'custom') return { createdFrom: d.from || undefined, createdTo: d.to || undefined };
  if (!d.period) return {};
  const days = asDays(shortcutDays(d.period));
  return { createdFrom: days.dateFrom, createdTo: days.dateTo };
};

/** Days from the URL back into the period: the shortcut they are today, else a custom range. */
export const periodOf = (f: CreatedDays): PeriodDraft => {
  if (!f.createdFrom && !f.createdTo) return { period: '', from: '', to: '' };
  const shortcut = DATE_SHORTCUTS.find((s: DateShortcut) => {
    const days = asDays(shortcutDays(s));
    return days.dateFrom === f.createdFrom && days.dateTo === f.createdTo;
  });
  return shortcut
    ? { period: shortcut, from: '', to: '' }
    : { period: 'custom', from: f.createdFrom ?? '', to: f.createdTo ?? '' };
};
