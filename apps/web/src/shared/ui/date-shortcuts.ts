/** Spec §2: the date-range shortcuts every list filter offers. */
export const DATE_SHORTCUTS = [
  'today',
  'yesterday',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'lastThreeMonths',
] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];
