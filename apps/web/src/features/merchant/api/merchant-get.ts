import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { MerchantDetail } from '@remit/contract/merchant';
import { apiData } from '../../../shared/http/client';
import { merchantKeys } from './merchant-keys';

export const merchantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: ({ signal }) =>
      apiData<MerchantDetail>(gatewayPath('merchant', 'get'), { method: 'POST', body: { id }, signal }),
  });

/** One merchant with its documents, missing documents, timeline and accounts. */
export const useMerchant = (id: string) => useQuery(merchantQueryOptions(id));
