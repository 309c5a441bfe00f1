import { exportJobPageRequest } from '@remit/contract/export';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of Trade download (status, page and size, as the contract takes them). */
export const tradeDownloadListSearch = listSearch(exportJobPageRequest);
