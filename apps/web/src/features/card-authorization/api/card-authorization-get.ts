import { useQuery } from '@tanstack/react-query';
import type { AuthorizationDetail } from '@remit/contract/card-authorization';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export const authorizationQueryOptions = (id: string) =>
  gatewayQueryOptions<AuthorizationDetail>(cardAuthorizationKeys.detail(id), 'card-authorization', 'get', {
    id,
  });

/** One record with its lifecycle (the original and its follow-ups, oldest first). */
export const useAuthorization = (id: string) => useQuery(authorizationQueryOptions(id));
