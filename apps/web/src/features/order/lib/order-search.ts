import { orderPageRequest } from '@remit/contract/order';
import { listSearch } from '../../../shared/list/list-search';

/** The search params of every order list (withdrawal, exchange, payment, transfer): the contract's filter. */
export const orderListSearch = listSearch(orderPageRequest);
