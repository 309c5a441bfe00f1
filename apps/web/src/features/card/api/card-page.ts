import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { ApplyRecord, CardPageRequest, CardRecord } from '@remit/contract/card';
import { apiData } from '../../../shared/http/client';
import { cardKeys } from './card-keys';

export type CardQuery = Partial<Omit<CardPageRequest, 'dtoName' | 'language' | 'view' | 'applyStatus'>>;
export type ApplyQuery = Partial<
  Pick<
    CardPageRequest,
    'page' | 'size' | 'search' | 'merchantId' | 'applyStatus' | 'createdFrom' | 'createdTo'
  >
>;

/** A page of the partner's cards with the list's filter (`card/page`). */
export const useCardPage = (request: CardQuery) =>
  useQuery({
    queryKey: cardKeys.page(request),
    queryFn: ({ signal }) =>
      apiData<PageData<CardRecord>>(gatewayPath('card', 'page'), {
        method: 'POST',
        body: { ...request, view: 'cards' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const open = (r: ApplyRecord) => r.status === 'pending' || r.status === 'processing';

/**
 * A page of apply records (`card/page`, view applyRecords). While any record on it waits for the issuer
 * (Pending or Processing) the page is asked again every 1.5 s, so its status changes by itself.
 */
export const useApplyPage = (request: ApplyQuery) =>
  useQuery({
    queryKey: cardKeys.applyPage(request),
    queryFn: ({ signal }) =>
      apiData<PageData<ApplyRecord>>(gatewayPath('card', 'page'), {
        method: 'POST',
        body: { ...request, view: 'applyRecords' },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.records.some(open) ? 1500 : false),
  });
