import type { AccountTransactionPageRequest } from '@remit/contract/account';
import { transactionsKeys } from './transaction-keys';
import { transactionPageHook } from './transaction-page';

export type AccountTransactionQuery = Omit<AccountTransactionPageRequest, 'dtoName' | 'language'>;

export const useAccountTransactionPage = transactionPageHook<AccountTransactionQuery>(
  'account-transaction',
  transactionsKeys.account,
);
