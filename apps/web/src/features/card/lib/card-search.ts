import { z } from 'zod';
import { applyFilterFields, cardFilterFields } from '@remit/contract/card';
import { pageFields } from '@remit/contract/gateway';
import { listSearch } from '../../../shared/list/list-search';

const rangeOk = (v: { createdFrom?: string; createdTo?: string }) =>
  !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo;
const rangeIssue = { error: 'validation.dateRange', path: ['createdTo'] };

/** The Cards list's search params: the contract's card filters, page and size (CONVENTIONS 12). */
export const cardListSearch = listSearch(
  z.object({ ...pageFields, ...cardFilterFields }).refine(rangeOk, rangeIssue),
);
/** The Apply Records list's search params. */
export const applyListSearch = listSearch(
  z.object({ ...pageFields, ...applyFilterFields }).refine(rangeOk, rangeIssue),
);
/** Card Balances: funding and currency, page and size. */
export const balanceListSearch = listSearch(
  z.object({
    ...pageFields,
    merchantId: cardFilterFields.merchantId,
    funding: cardFilterFields.funding,
    currency: cardFilterFields.currency,
  }),
);

const id = z.uuid();
/** The card open on `/card` (`?id=`), so a reload or a link opens it again. */
export const openedCard = (raw: Record<string, unknown>) => {
  const parsed = id.safeParse(raw.id);
  return parsed.success ? parsed.data : undefined;
};

/** `/card`'s `validateSearch`: the list's filter and paging, plus the card opened from it. */
export const cardPageSearch = (raw: Record<string, unknown>) => ({
  ...cardListSearch(raw),
  id: openedCard(raw),
});
