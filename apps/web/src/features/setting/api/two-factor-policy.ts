import type { TwoFactorPolicy } from '@remit/contract/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayData } from '../../../shared/http/gateway';

const keys = { policy: () => ['setting', 'two-factor-policy'] as const };

/** The partner's two-factor policy: whether every user must sign in with a second factor. */
export const twoFactorPolicyQuery = () =>
  queryOptions({
    queryKey: keys.policy(),
    queryFn: ({ signal }) => gatewayData<TwoFactorPolicy>('setting', 'two-factor-get', {}, { signal }),
  });

export const useTwoFactorPolicy = (enabled: boolean) => useQuery({ ...twoFactorPolicyQuery(), enabled });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) =>
      gatewayData<TwoFactorPolicy>('setting', 'two-factor-update', policy),
    onSuccess: (policy) => queryClient.setQueryData(keys.policy(), policy),
  });
};
