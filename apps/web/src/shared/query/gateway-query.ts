import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '../http/client';
import { gatewayData } from '../http/gateway';

/** A gateway call's answer `T` as a query: kept under `queryKey`, its request cancelled with its screen. */
export const gatewayQueryOptions = <T, K extends QueryKey = QueryKey>(
  queryKey: K,
  service: string,
  call: string,
  body: RequestOptions['body'] = {},
) => queryOptions({ queryKey, queryFn: ({ signal }) => gatewayData<T>(service, call, body, { signal }) });
