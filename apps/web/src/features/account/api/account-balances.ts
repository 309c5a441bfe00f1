import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountBalance } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { accountKeys } from './account-keys';

/** Balances per configured currency: available, ledger and on hold. */
export const fetchAccountBalances = (signal?: AbortSignal) =>
  apiData<AccountBalance[]>(gatewayPath('account', 'list'), { method: 'POST', body: {}, signal });

export const accountBalancesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.balances(), queryFn: ({ signal }) => fetchAccountBalances(signal) });

export const useAccountBalances = () => useQuery(accountBalancesQueryOptions());
