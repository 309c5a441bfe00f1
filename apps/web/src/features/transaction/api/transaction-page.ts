import type { TransactionPageData, TransactionPageRequest } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type TransactionQuery = Omit<TransactionPageRequest, 'dtoName' | 'language'>;

export const useTransactionPage = (request: TransactionQuery, enabled = true) =>
  usePageQuery<unknown, TransactionPageData>(
    'transaction',
    transactionsKeys.everywhere(request),
    request,
    enabled,
  );
