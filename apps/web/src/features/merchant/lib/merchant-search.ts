import { z } from 'zod';
import { merchantPageRequest, merchantReviewPageRequest } from '@remit/contract/merchant-filter';
import { listSearch } from '../../../shared/list/list-search';

/** The merchant list's search params: the contract's filter, page and size (CONVENTIONS 12). */
export const merchantListSearch = listSearch(merchantPageRequest);
/** The review desk's queue: search and status (Under Review unless chosen), page and size. */
export const merchantReviewListSearch = listSearch(merchantReviewPageRequest);

export const MERCHANT_TABS = ['details', 'documents', 'accounts', 'cards'] as const;
export type MerchantTab = (typeof MERCHANT_TABS)[number];

const id = z.uuid();
const tab = z.enum(MERCHANT_TABS);

/** The one merchant open on the page (`?id=`) and its tab (`&tab=`), so a reload or a link opens it again. */
export const openedMerchant = (raw: Record<string, unknown>) => {
  const parsedId = id.safeParse(raw.id);
  const parsedTab = tab.safeParse(raw.tab);
  return {
    id: parsedId.success ? parsedId.data : undefined,
    tab: parsedTab.success ? parsedTab.data : undefined,
  };
};

/** `/merchant`'s `validateSearch`: the list's filter and paging, plus the merchant opened from it. */
export const merchantPageSearch = (raw: Record<string, unknown>) => ({
  ...merchantListSearch(raw),
  ...openedMerchant(raw),
});

/** `/merchant/review`'s `validateSearch`: the queue, plus the merchant being reviewed. */
export const merchantReviewPageSearch = (raw: Record<string, unknown>) => ({
  ...merchantReviewListSearch(raw),
  id: openedMerchant(raw).id,
});
