import { useQuery } from '@tanstack/react-query';
import type { TransactionPageData, TransactionPageRequest } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type TransactionQuery = Omit<TransactionPageRequest, 'dtoName' | 'language'>;

export const transactionPageQueryOptions = (request: TransactionQuery) =>
  pageQueryOptions<TransactionPageData>('transaction', transactionsKeys.everywhere(request), request);

export const useTransactionPage = (request: TransactionQuery, enabled = true) =>
  useQuery({ ...transactionPageQueryOptions(request), enabled });
