import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionPageData, TransactionPageRequest } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { transactionsKeys } from './transaction-keys';

export type TransactionQuery = Omit<TransactionPageRequest, 'dtoName' | 'language'>;

/** Every account of the partner (Transactions screen). */
export const fetchTransactionPage = (request: TransactionQuery, signal?: AbortSignal) =>
  apiData<TransactionPageData>(gatewayPath('transaction', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const transactionPageQueryOptions = (request: TransactionQuery) =>
  queryOptions({
    queryKey: transactionsKeys.everywhere(request),
    queryFn: ({ signal }) => fetchTransactionPage(request, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactionPage = (request: TransactionQuery, enabled = true) =>
  useQuery({ ...transactionPageQueryOptions(request), enabled });
