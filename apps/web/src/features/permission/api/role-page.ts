import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { RolePageRequest, RoleRecord } from '@remit/contract/role';
import { apiData } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

export type RoleQuery = Omit<RolePageRequest, 'dtoName' | 'language'>;

export const fetchRolePage = (request: RoleQuery, signal?: AbortSignal) =>
  apiData<PageData<RoleRecord>>(gatewayPath('role', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const rolePageQueryOptions = (request: RoleQuery) =>
  queryOptions({
    queryKey: permissionKeys.rolePage(request),
    queryFn: ({ signal }) => fetchRolePage(request, signal),
    placeholderData: keepPreviousData,
  });

/** Asked only when the rules allow listing (`index`); the screen itself needs `view`. */
export const useRolePage = (request: RoleQuery, enabled = true) =>
  useQuery({ ...rolePageQueryOptions(request), enabled });
