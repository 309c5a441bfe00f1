import { auditLogPageRequest } from '@remit/contract/log';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of the log list (the contract's filter, page and size). */
export const logListSearch = listSearch(auditLogPageRequest);
