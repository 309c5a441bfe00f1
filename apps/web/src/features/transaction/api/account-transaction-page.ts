import type { AccountTransactionPageRequest, TransactionPageData } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type AccountTransactionQuery = Omit<AccountTransactionPageRequest, 'dtoName' | 'language'>;

export const useAccountTransactionPage = (request: AccountTransactionQuery, enabled = true) =>
  usePageQuery<unknown, TransactionPageData>(
    'account-transaction',
    transactionsKeys.account(request),
    request,
    enabled,
  );
