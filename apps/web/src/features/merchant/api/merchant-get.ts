import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantDetail } from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const merchantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: ({ signal }) => gatewayData<MerchantDetail>('merchant', 'get', { id }, { signal }),
  });

/** One merchant with its documents, missing documents, timeline and accounts. */
export const useMerchant = (id: string) => useQuery(merchantQueryOptions(id));
