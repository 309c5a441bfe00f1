import { useMutation } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { WithdrawalReview, WithdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import { apiData } from '../../../shared/http/client';

/** The server's figures for a withdrawal before it is made (nothing is written). */
export const useWithdrawalReview = () =>
  useMutation({
    mutationFn: (body: Omit<WithdrawalReviewRequest, 'dtoName' | 'language'>) =>
      apiData<WithdrawalReview>(gatewayPath('withdrawal-review', 'create'), { method: 'POST', body }),
  });
