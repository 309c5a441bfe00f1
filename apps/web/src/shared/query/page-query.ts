import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
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
