import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositInstruction } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { accountKeys } from './account-keys';

/** Where to send money to fund the account, per currency. */
export const fetchDepositInstructions = (signal?: AbortSignal) =>
  apiData<DepositInstruction[]>(gatewayPath('account', 'get-by'), { method: 'POST', body: {}, signal });

export const depositInstructionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.instructions(),
    queryFn: ({ signal }) => fetchDepositInstructions(signal),
    staleTime: 5 * 60_000,
  });

export const useDepositInstructions = () => useQuery(depositInstructionsQueryOptions());
