import { beneficiaryPageRequest } from '@remit/contract/beneficiary-filter';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of the beneficiary list (the contract's filter, page and size). */
export const beneficiaryListSearch = listSearch(beneficiaryPageRequest);
