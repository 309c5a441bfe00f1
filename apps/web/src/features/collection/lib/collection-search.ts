import { collectionPageRequest } from '@remit/contract/collection';
import { shopPageRequest } from '@remit/contract/shop';
import { virtualAccountPageRequest } from '@remit/contract/virtual-account-filter';
import { listSearch } from '../../../shared/list/list-search';
import { materialFilter, materialLinkFilter } from './material-filter';

/** The lists' search params: each contract filter, page and size (CONVENTIONS 12). */
export const virtualAccountListSearch = listSearch(virtualAccountPageRequest);
export const shopListSearch = listSearch(shopPageRequest);
export const collectionListSearch = listSearch(collectionPageRequest);
export const materialListSearch = listSearch(materialFilter);
export const materialLinkListSearch = listSearch(materialLinkFilter);
