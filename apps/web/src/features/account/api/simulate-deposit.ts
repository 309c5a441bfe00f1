import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositRecord, SimulateDepositRequest } from '@remit/contract/accounts';
import { gatewayPath } from '@remit/contract/gateway';
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
