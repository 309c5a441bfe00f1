import { useQuery } from '@tanstack/react-query';
import type { MerchantDetail } from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export const merchantQueryOptions = (id: string) =>
  gatewayQueryOptions<MerchantDetail>(merchantKeys.detail(id), 'merchant', 'get', { id });

/** One merchant with its documents, missing documents, timeline and accounts. */
export const useMerchant = (id: string) => useQuery(merchantQueryOptions(id));
