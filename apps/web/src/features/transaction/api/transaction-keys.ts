import type { AccountTransactionPageRequest, TransactionPageRequest } from '@remit/contract/account';

/** Query keys of the transaction lists (CONVENTIONS 8); money movements invalidate `all`. */
export const transactionsKeys = {
  all: ['transactions'] as const,
  account: (request: Partial<AccountTransactionPageRequest>) =>
    [...transactionsKeys.all, 'account', request] as const,
  everywhere: (request: Partial<TransactionPageRequest>) =>
    [...transactionsKeys.all, 'all', request] as const,
};
