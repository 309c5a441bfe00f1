import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountBalance } from '@remit/contract/account';
import { accountKeys } from './account-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** Balances per configured currency: available, ledger and on hold. */
export const fetchAccountBalances = (signal?: AbortSignal) =>
  gatewayData<AccountBalance[]>('account', 'list', {}, { signal });

export const accountBalancesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.balances(), queryFn: ({ signal }) => fetchAccountBalances(signal) });

export const useAccountBalances = () => useQuery(accountBalancesQueryOptions());
