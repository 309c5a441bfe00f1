import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositPartner, DepositRecord, SimulateDepositRequest } from '@remit/contract/account';
import { accountKeys } from './account-keys';
import { gatewayData } from '../../../shared/http/gateway';

export type SimulateDepositInput = Omit<SimulateDepositRequest, 'dtoName' | 'language' | 'action'>;

/** Operator, sandbox: the sandbox bank "receives" a payment and notifies asynchronously. */
export const simulateDeposit = (input: SimulateDepositInput) =>
  gatewayData<DepositRecord>('deposit-record', 'call', { ...input, action: 'simulate' }, { notify: false });

export const useSimulateDeposit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: simulateDeposit,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
};

/** Operator: the partners a deposit can be simulated for (never the operator's own). */
export const useDepositPartners = (enabled: boolean) =>
  useQuery({
    queryKey: [...accountKeys.all, 'deposit-partners'],
    enabled,
    queryFn: () => gatewayData<DepositPartner[]>('deposit-record', 'list', {}),
  });
