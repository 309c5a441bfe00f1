import { gatewayPath } from '@remit/contract/gateway-path';
import type { TwoFactorPolicy } from '@remit/contract/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../shared/http/client';

const keys = { policy: () => ['setting', 'two-factor-policy'] as const };

/** The partner's two-factor policy: whether every user must sign in with a second factor. */
export const twoFactorPolicyQuery = () =>
  queryOptions({
    queryKey: keys.policy(),
    queryFn: ({ signal }) =>
      apiData<TwoFactorPolicy>(gatewayPath('setting', 'two-factor-get'), { method: 'POST', signal }),
  });

export const useTwoFactorPolicy = (enabled: boolean) => useQuery({ ...twoFactorPolicyQuery(), enabled });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) =>
      apiData<TwoFactorPolicy>(gatewayPath('setting', 'two-factor-update'), { method: 'POST', body: policy }),
    onSuccess: (policy) => queryClient.setQueryData(keys.policy(), policy),
  });
};
