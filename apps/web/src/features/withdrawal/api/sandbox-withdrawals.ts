import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@remit/contract/order';
import type { SandboxWithdrawal } from '@remit/contract/withdrawal-sandbox';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** Operator, sandbox: every partner's withdrawals the sandbox bank can still act on. */
export const useSandboxWithdrawals = (enabled: boolean) =>
  useQuery({
    queryKey: [...withdrawalKeys.all, 'sandbox-bank'],
    queryFn: ({ signal }) => gatewayData<SandboxWithdrawal[]>('sandbox-withdrawal', 'list', {}, { signal }),
    enabled,
  });

/** Operator, sandbox: complete, fail or return a withdrawal as the bank would. */
export const useSandboxOutcome = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; outcome: 'complete' | 'fail' | 'return' }) =>
      gatewayData<OrderDetail>('withdrawal-order', 'call', body),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
