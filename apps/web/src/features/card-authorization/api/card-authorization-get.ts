import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizationDetail } from '@remit/contract/card-authorization';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const authorizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardAuthorizationKeys.detail(id),
    queryFn: ({ signal }) =>
      gatewayData<AuthorizationDetail>('card-authorization', 'get', { id }, { signal }),
  });

/** One record with its lifecycle (the original and its follow-ups, oldest first). */
export const useAuthorization = (id: string) => useQuery(authorizationQueryOptions(id));
