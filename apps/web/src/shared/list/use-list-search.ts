import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Paging } from '../ui/data-table';
import { searchForUrl, type ListSearch, type PageSize } from './list-search';

/**
 * One list's filter, page and size, read from and written to the route's search params (CONVENTIONS 12):
 * Search and paging push a history entry, so Back, reload and a pasted link restore the same list.
 * `validate` is the route's own `validateSearch` (from `listSearch`).
 */
export const useListSearch = <F extends object>(
  validate: (raw: Record<string, unknown>) => ListSearch<F>,
) => {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const search = useMemo(() => validate(raw), [validate, raw]);
  const { page, size, ...rest } = search;
  const filter = rest as unknown as Partial<F>;
  const go = (next: Record<string, unknown>) =>
    void navigate({ to: '.', search: searchForUrl(next) as never });
  const setPage = (next: number) => go({ ...search, page: next });
  const setSize = (next: PageSize) => go({ ...filter, page: 1, size: next });
  return {
    filter,
    page,
    size,
    /** The request of the list's page call. */
    request: search,
    setFilter: (next: Partial<F>) => go({ ...next, page: 1, size }),
    setPage,
    setSize,
    /** The table's pager for a list of `total` rows. */
    paging: (total: number | undefined): Paging => ({
      total: total ?? 0,
      page,
      size,
      onPage: setPage,
      onSize: setSize,
    }),
  };
};

/**
 * A list screen's place in the URL and its page call together, as `ListPage` takes them (`list`, `query`):
 * `usePage` is the feature's page hook, called with the list's request.
 */
export const useListQuery = <F extends object, Q>(
  validate: (raw: Record<string, unknown>) => ListSearch<F>,
  usePage: (request: ListSearch<F>) => Q,
) => {
  const list = useListSearch(validate);
  return { list, query: usePage(list.request) };
};
