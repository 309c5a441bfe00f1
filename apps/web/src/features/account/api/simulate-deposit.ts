import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositPartner, DepositRecord, SimulateDepositRequest } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { accountKeys } from './account-keys';

export type SimulateDepositInput = Omit<SimulateDepositRequest, 'dtoName' | 'language' | 'action'>;

/** Operator, sandbox: the sandbox bank "receives" a payment and notifies asynchronously. */
export const simulateDeposit = (input: SimulateDepositInput) =>
  apiData<DepositRecord>(gatewayPath('deposit-record', 'call'), {
    method: 'POST',
    body: { ...input, action: 'simulate' },
    notify: false,
  });

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
    queryFn: () =>
      apiData<DepositPartner[]>(gatewayPath('deposit-record', 'list'), { method: 'POST', body: {} }),
  });
