import { useQuery } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import type { ApplyRecord, CardPageRequest, CardRecord } from '@remit/contract/card';
import { cardKeys } from './card-keys';
import { pageQueryOptions, usePageQuery } from '../../../shared/query/page-query';

export type CardQuery = Partial<Omit<CardPageRequest, 'dtoName' | 'language' | 'view' | 'applyStatus'>>;
export type ApplyQuery = Partial<
  Pick<
    CardPageRequest,
    'page' | 'size' | 'search' | 'merchantId' | 'applyStatus' | 'createdFrom' | 'createdTo'
  >
>;

/** A page of the partner's cards with the list's filter (`card/page`). */
export const useCardPage = (request: CardQuery) =>
  usePageQuery<CardRecord>('card', cardKeys.page(request), { ...request, view: 'cards' });

const open = (r: ApplyRecord) => r.status === 'pending' || r.status === 'processing';

/**
 * A page of apply records (`card/page`, view applyRecords). While any record on it waits for the issuer
 * (Pending or Processing) the page is asked again every 1.5 s, so its status changes by itself.
 */
export const useApplyPage = (request: ApplyQuery) =>
  useQuery({
    ...pageQueryOptions<PageData<ApplyRecord>>('card', cardKeys.applyPage(request), {
      ...request,
      view: 'applyRecords',
    }),
    refetchInterval: (query) => (query.state.data?.records.some(open) ? 1500 : false),
  });
