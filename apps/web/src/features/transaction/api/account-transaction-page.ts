import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTransactionPageRequest, TransactionPageData } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { transactionsKeys } from './transaction-keys';

export type AccountTransactionQuery = Omit<AccountTransactionPageRequest, 'dtoName' | 'language'>;

/** The partner's own accounts (Account screen). */
export const fetchAccountTransactionPage = (request: AccountTransactionQuery, signal?: AbortSignal) =>
  apiData<TransactionPageData>(gatewayPath('account-transaction', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const accountTransactionPageQueryOptions = (request: AccountTransactionQuery) =>
  queryOptions({
    queryKey: transactionsKeys.account(request),
    queryFn: ({ signal }) => fetchAccountTransactionPage(request, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountTransactionPage = (request: AccountTransactionQuery, enabled = true) =>
  useQuery({ ...accountTransactionPageQueryOptions(request), enabled });
