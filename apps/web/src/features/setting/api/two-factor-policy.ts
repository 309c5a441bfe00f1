import type { TwoFactorPolicy } from '@remit/contract/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

const keys = { policy: () => ['setting', 'two-factor-policy'] as const };

/** The partner's two-factor policy: whether every user must sign in with a second factor. */
export const twoFactorPolicyQuery = () =>
  gatewayQueryOptions<TwoFactorPolicy>(keys.policy(), 'setting', 'two-factor-get');

export const useTwoFactorPolicy = (enabled: boolean) => useQuery({ ...twoFactorPolicyQuery(), enabled });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) =>
      gatewayData<TwoFactorPolicy>('setting', 'two-factor-update', policy),
    onSuccess: (policy) => queryClient.setQueryData(keys.policy(), policy),
  });
};
