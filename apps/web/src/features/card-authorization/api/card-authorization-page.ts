import type { AuthorizationPageRequest, AuthorizationRecord } from '@remit/contract/card-authorization';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';

export type AuthorizationQuery = PageQuery<AuthorizationPageRequest>;

/** A page of the partner's card authorizations and settlements with the list's filter. */
export const useAuthorizationPage = (request: AuthorizationQuery, enabled = true) =>
  usePageQuery<AuthorizationRecord>(
    'card-authorization',
    cardAuthorizationKeys.page(request),
    request,
    enabled,
  );
