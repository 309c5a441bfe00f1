import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizationPageRequest, AuthorizationRecord } from '@remit/contract/card-authorization';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { cardAuthorizationKeys } from './card-authorization-keys';

export type AuthorizationQuery = Partial<Omit<AuthorizationPageRequest, 'dtoName' | 'language'>>;

export const authorizationPageQueryOptions = (request: AuthorizationQuery) =>
  queryOptions({
    queryKey: cardAuthorizationKeys.page(request),
    queryFn: ({ signal }) =>
      apiData<PageData<AuthorizationRecord>>(gatewayPath('card-authorization', 'page'), {
        method: 'POST',
        body: { ...request },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A page of the partner's card authorizations and settlements with the list's filter. */
export const useAuthorizationPage = (request: AuthorizationQuery, enabled = true) =>
  useQuery({ ...authorizationPageQueryOptions(request), enabled });
