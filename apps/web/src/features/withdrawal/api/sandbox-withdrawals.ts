import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@remit/contract/order';
import type { SandboxWithdrawal } from '@remit/contract/withdrawal-sandbox';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

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
export const useSandboxOutcome = () =>
  useRefreshingMutation(withdrawalKeys.all, (body: { id: string; outcome: 'complete' | 'fail' | 'return' }) =>
    gatewayData<OrderDetail>('withdrawal-order', 'call', body),
  );
