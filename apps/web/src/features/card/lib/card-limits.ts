import {
  CARD_LIMIT_KINDS,
  type CardLimitKind,
  type CardLimitLine,
  type CardLimitsInput,
} from '@remit/contract/card';

/** How much of a limit is used, 0–100 (a zero limit counts as full). */
export const usedPercent = (line: Pick<CardLimitLine, 'limit' | 'used'>) => {
  const limit = Number(line.limit);
  const used = Number(line.used);
  if (!(limit > 0)) return used > 0 || limit === 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
};

/** The Edit limits form: one text per kind, empty = the product's default. */
export type LimitDraft = Record<CardLimitKind, string>;

/** The draft from the limits in force: the value when the partner set one, else empty (the default). */
export const limitDraft = (lines: CardLimitLine[]): LimitDraft => {
  const draft = Object.fromEntries(CARD_LIMIT_KINDS.map((k) => [k, ''])) as LimitDraft;
  for (const line of lines) if (!line.isDefault) draft[line.kind] = line.limit;
  return draft;
};

/** The draft as `card/update`'s limits: empty → null (back to the default). */
export const limitsInput = (draft: LimitDraft): CardLimitsInput => ({
  total: draft.total.trim() || null,
  single: draft.single.trim() || null,
  daily: draft.daily.trim() || null,
  monthly: draft.monthly.trim() || null,
  dailyCount: draft.dailyCount.trim() === '' ? null : Number(draft.dailyCount.trim()),
});

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
/** A field that is not a number the server would take (amounts: two decimals; the count: a whole number). */
export const limitFormatProblems = (draft: LimitDraft): CardLimitKind[] =>
  CARD_LIMIT_KINDS.filter((k) => {
    const v = draft[k].trim();
    if (!v) return false;
    return k === 'dailyCount' ? !/^\d{1,6}$/.test(v) : !AMOUNT.test(v);
  });
