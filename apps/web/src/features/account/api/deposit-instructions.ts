import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositInstruction } from '@remit/contract/account';
import { accountKeys } from './account-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** Where to send money to fund the account, per currency. */
export const fetchDepositInstructions = (signal?: AbortSignal) =>
  gatewayData<DepositInstruction[]>('account', 'get-by', {}, { signal });

export const depositInstructionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.instructions(),
    queryFn: ({ signal }) => fetchDepositInstructions(signal),
    staleTime: 5 * 60_000,
  });

export const useDepositInstructions = () => useQuery(depositInstructionsQueryOptions());
