import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { OrderDetail } from '@remit/contract/order';
import type { SandboxWithdrawal } from '@remit/contract/withdrawal-sandbox';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';

/** Operator, sandbox: every partner's withdrawals the sandbox bank can still act on. */
export const useSandboxWithdrawals = (enabled: boolean) =>
  useQuery({
    queryKey: [...withdrawalKeys.all, 'sandbox-bank'],
    queryFn: ({ signal }) =>
      apiData<SandboxWithdrawal[]>(gatewayPath('sandbox-withdrawal', 'list'), {
        method: 'POST',
        body: {},
        signal,
      }),
    enabled,
  });

/** Operator, sandbox: complete, fail or return a withdrawal as the bank would. */
export const useSandboxOutcome = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; outcome: 'complete' | 'fail' | 'return' }) =>
      apiData<OrderDetail>(gatewayPath('withdrawal-order', 'call'), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
