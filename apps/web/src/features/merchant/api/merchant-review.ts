import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import { MATERIAL_STATUS } from '@remit/contract/material';
import type {
  MerchantReviewCallRequest,
  MerchantReviewDetail,
  MerchantReviewPageRequest,
  MerchantReviewRecord,
} from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export type MerchantReviewQuery = PageQuery<MerchantReviewPageRequest>;

/** The operator's queue across partners (Under Review by default, oldest first: the server's order). */
export const useMerchantReviewPage = (request: MerchantReviewQuery, enabled = true) =>
  usePageQuery<MerchantReviewRecord>('merchant-review', merchantKeys.reviewPage(request), request, enabled);

export const useMerchantReview = (id: string) =>
  useQuery(
    gatewayQueryOptions<MerchantReviewDetail>(merchantKeys.reviewDetail(id), 'merchant-review', 'get', {
      id,
    }),
  );

/** Approve, or reject with reasons and a comment. A 409 names the current state; a maker gets 40390. */
export const useMerchantReviewCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<MerchantReviewCallRequest, 'id' | 'action' | 'reasons' | 'comment'>) =>
      gatewayData<MerchantReviewRecord>('merchant-review', 'call', body),
    onSettled: () => client.invalidateQueries({ queryKey: merchantKeys.all }),
  });
};

/**
 * How many trade materials wait for the operator: the desk points to them (they are reviewed on the
 * Materials screen, beside their certificates).
 */
export const useMaterialsAwaitingReview = () =>
  useQuery({
    queryKey: [...merchantKeys.all, 'materials-awaiting'],
    queryFn: ({ signal }) =>
      gatewayData<PageData<unknown>>(
        'material',
        'page',
        { status: MATERIAL_STATUS.UNDER_REVIEW, size: 10 },
        { signal, notify: false },
      ),
  });
