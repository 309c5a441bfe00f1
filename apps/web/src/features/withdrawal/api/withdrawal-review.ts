import { useMutation } from '@tanstack/react-query';
import type { WithdrawalReview, WithdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import { gatewayData } from '../../../shared/http/gateway';

/** The server's figures for a withdrawal before it is made (nothing is written). */
export const useWithdrawalReview = () =>
  useMutation({
    mutationFn: (body: Omit<WithdrawalReviewRequest, 'dtoName' | 'language'>) =>
      gatewayData<WithdrawalReview>('withdrawal-review', 'create', body),
  });
