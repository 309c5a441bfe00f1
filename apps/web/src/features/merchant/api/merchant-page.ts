import type { MerchantPageRequest, MerchantRecord } from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';

export type MerchantQuery = PageQuery<MerchantPageRequest>;

/** A page of the partner's merchants with the list's filter. */
export const useMerchantPage = (request: MerchantQuery) =>
  usePageQuery<MerchantRecord>('merchant', merchantKeys.page(request), request);
