import { describe, expect, it } from 'vitest';
import { orderPageRequest } from '@remit/contract/order';
import { listSearch, searchForUrl } from './list-search';

const orders = listSearch(orderPageRequest);

describe('listSearch', () => {
  it('keeps what the contract accepts, with page and size', () => {
    expect(orders({ status: 3, currency: 'USD', search: 'WD1', page: 4, size: 25 })).toEqual({
      status: 3,
      currency: 'USD',
      search: 'WD1',
      page: 4,
      size: 25,
    });
  });

  it('drops a field the contract refuses, and falls back to page 1 of 10 for bad paging', () => {
    expect(orders({ status: 42, currency: 'US', page: -2, size: 7, cursor: 'x' })).toEqual({
      page: 1,
      size: 10,
    });
  });

  it('drops the end of a range that ends before it starts', () => {
    const search = orders({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z', search: 'a' });
    expect(search).toEqual({ from: '2026-03-02T00:00:00.000Z', search: 'a', page: 1, size: 10 });
  });

  it('writes short links: no empty fields, no default page or size', () => {
    expect(searchForUrl({ status: undefined, search: '', page: 1, size: 10, currency: 'EUR' })).toEqual({
      currency: 'EUR',
    });
    expect(searchForUrl({ page: 2, size: 50 })).toEqual({ page: 2, size: 50 });
  });
});
