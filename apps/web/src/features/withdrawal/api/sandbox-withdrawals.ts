import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@remit/contract/order';
import type { SandboxWithdrawal } from '@remit/contract/withdrawal-sandbox';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Operator, sandbox: every partner's withdrawals the sandbox bank can still act on. */
export const useSandboxWithdrawals = (enabled: boolean) =>
  useQuery({
    ...gatewayQueryOptions<SandboxWithdrawal[]>(
      [...withdrawalKeys.all, 'sandbox-bank'],
      'sandbox-withdrawal',
      'list',
    ),
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
