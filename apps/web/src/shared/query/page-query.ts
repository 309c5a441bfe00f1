import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PageData } from '@remit/contract/gateway';
import { gatewayData } from '../http/gateway';

/** One page of a list from its gateway service (`<service>/page`; every call of this API is a POST). */
export const fetchPage = <T>(service: string, request: object, signal?: AbortSignal) =>
  gatewayData<T>(service, 'page', { ...request }, { signal });

/** A list's page query (CONVENTIONS 12): the page on screen stays while the next one loads. */
export const pageQueryOptions = <T, K extends QueryKey = QueryKey>(
  service: string,
  queryKey: K,
  request: object,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage<T>(service, request, signal),
    placeholderData: keepPreviousData,
  });

/** What a screen asks a list for: its page request without the envelope's fields (the client adds them). */
export type PageQuery<T> = Partial<Omit<T, 'dtoName' | 'language'>>;

/**
 * A list's page of `R` records (or the page call's own data `T`) while `enabled`, as `pageQueryOptions`
 * keeps it.
 */
export const usePageQuery = <R, T = PageData<R>>(
  service: string,
  queryKey: QueryKey,
  request: object,
  enabled = true,
) => useQuery({ ...pageQueryOptions<T>(service, queryKey, request), enabled });
