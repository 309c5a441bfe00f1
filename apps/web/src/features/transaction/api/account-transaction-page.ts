import { useQuery } from '@tanstack/react-query';
import type { AccountTransactionPageRequest, TransactionPageData } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type AccountTransactionQuery = Omit<AccountTransactionPageRequest, 'dtoName' | 'language'>;

export const accountTransactionPageQueryOptions = (request: AccountTransactionQuery) =>
  pageQueryOptions<TransactionPageData>('account-transaction', transactionsKeys.account(request), request);

export const useAccountTransactionPage = (request: AccountTransactionQuery, enabled = true) =>
  useQuery({ ...accountTransactionPageQueryOptions(request), enabled });
