import type { QueryKey } from '@tanstack/react-query';
import type { TransactionPageData, TransactionPageRequest } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { usePageQuery } from '../../../shared/query/page-query';

/** A transaction list's page (while `enabled`) from its page call `service`, cached under `key(request)`. */
export const transactionPageHook =
  <Q extends object>(service: string, key: (request: Q) => QueryKey) =>
  (request: Q, enabled = true) =>
    usePageQuery<unknown, TransactionPageData>(service, key(request), request, enabled);

export type TransactionQuery = Omit<TransactionPageRequest, 'dtoName' | 'language'>;

export const useTransactionPage = transactionPageHook<TransactionQuery>(
  'transaction',
  transactionsKeys.everywhere,
);
