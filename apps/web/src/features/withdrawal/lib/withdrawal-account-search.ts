import { withdrawalAccountPageRequest } from '@remit/contract/beneficiary-filter';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of the withdrawal account list (the contract's filter, page and size). */
export const withdrawalAccountListSearch = listSearch(withdrawalAccountPageRequest);
