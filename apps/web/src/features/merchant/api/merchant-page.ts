import { useQuery } from '@tanstack/react-query';
import type { PageData } from '@remit/contract/gateway';
import type { MerchantPageRequest, MerchantRecord } from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type MerchantQuery = Partial<Omit<MerchantPageRequest, 'dtoName' | 'language'>>;

export const merchantPageQueryOptions = (request: MerchantQuery) =>
  pageQueryOptions<PageData<MerchantRecord>>('merchant', merchantKeys.page(request), request);

/** A page of the partner's merchants with the list's filter. */
export const useMerchantPage = (request: MerchantQuery) => useQuery(merchantPageQueryOptions(request));
