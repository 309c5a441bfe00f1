import { accountTransactionPageRequest, transactionPageRequest } from '@remit/contract/account';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of the Transactions screen (every account of the partner). */
export const transactionListSearch = listSearch(transactionPageRequest);
/** The search params of the Account screen's transaction list (the partner's own accounts). */
export const accountTransactionListSearch = listSearch(accountTransactionPageRequest);
