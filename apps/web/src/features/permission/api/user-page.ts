import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { UserPageRequest, UserRecord } from '@remit/contract/user';
import { apiData } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

export type UserQuery = Omit<UserPageRequest, 'dtoName' | 'language'>;

export const fetchUserPage = (request: UserQuery, signal?: AbortSignal) =>
  apiData<PageData<UserRecord>>(gatewayPath('user', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const userPageQueryOptions = (request: UserQuery) =>
  queryOptions({
    queryKey: permissionKeys.userPage(request),
    queryFn: ({ signal }) => fetchUserPage(request, signal),
    placeholderData: keepPreviousData,
  });

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useUserPage = (request: UserQuery, enabled = true) =>
  useQuery({ ...userPageQueryOptions(request), enabled });
