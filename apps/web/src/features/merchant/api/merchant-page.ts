import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { MerchantPageRequest, MerchantRecord } from '@remit/contract/merchant';
import { apiData } from '../../../shared/http/client';
import { merchantKeys } from './merchant-keys';

export type MerchantQuery = Partial<Omit<MerchantPageRequest, 'dtoName' | 'language'>>;

export const merchantPageQueryOptions = (request: MerchantQuery) =>
  queryOptions({
    queryKey: merchantKeys.page(request),
    queryFn: ({ signal }) =>
      apiData<PageData<MerchantRecord>>(gatewayPath('merchant', 'page'), {
        method: 'POST',
        body: { ...request },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A page of the partner's merchants with the list's filter. */
export const useMerchantPage = (request: MerchantQuery) => useQuery(merchantPageQueryOptions(request));
