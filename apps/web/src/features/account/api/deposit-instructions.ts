import { useQuery } from '@tanstack/react-query';
import type { DepositInstruction } from '@remit/contract/account';
import { accountKeys } from './account-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Where to send money to fund the account, per currency. */
export const useDepositInstructions = () =>
  useQuery({
    ...gatewayQueryOptions<DepositInstruction[]>(accountKeys.instructions(), 'account', 'get-by'),
    staleTime: 5 * 60_000,
  });
