import { statementPageRequest } from '@remit/contract/statement';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of the statement list (the contract's filter, page and size). */
export const statementListSearch = listSearch(statementPageRequest);
