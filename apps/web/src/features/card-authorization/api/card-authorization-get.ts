import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizationDetail } from '@remit/contract/card-authorization';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { cardAuthorizationKeys } from './card-authorization-keys';

export const authorizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardAuthorizationKeys.detail(id),
    queryFn: ({ signal }) =>
      apiData<AuthorizationDetail>(gatewayPath('card-authorization', 'get'), {
        method: 'POST',
        body: { id },
        signal,
      }),
  });

/** One record with its lifecycle (the original and its follow-ups, oldest first). */
export const useAuthorization = (id: string) => useQuery(authorizationQueryOptions(id));
