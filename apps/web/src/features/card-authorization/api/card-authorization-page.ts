import { useQuery } from '@tanstack/react-query';
import type { AuthorizationPageRequest, AuthorizationRecord } from '@remit/contract/card-authorization';
import type { PageData } from '@remit/contract/gateway';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type AuthorizationQuery = Partial<Omit<AuthorizationPageRequest, 'dtoName' | 'language'>>;

export const authorizationPageQueryOptions = (request: AuthorizationQuery) =>
  pageQueryOptions<PageData<AuthorizationRecord>>(
    'card-authorization',
    cardAuthorizationKeys.page(request),
    request,
  );

/** A page of the partner's card authorizations and settlements with the list's filter. */
export const useAuthorizationPage = (request: AuthorizationQuery, enabled = true) =>
  useQuery({ ...authorizationPageQueryOptions(request), enabled });
