import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { RoleDetail } from '@remit/contract/role';
import { apiData } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

export const fetchRole = (id: string, signal?: AbortSignal) =>
  apiData<RoleDetail>(gatewayPath('role', 'get'), { method: 'POST', body: { id }, signal });

export const roleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: permissionKeys.role(id),
    queryFn: ({ signal }) => fetchRole(id, signal),
    staleTime: 0,
  });

/** One role with the ids of its permissions (the role editor); nothing is asked without an id. */
export const useRole = (id: string | undefined) => useQuery({ ...roleQueryOptions(id ?? ''), enabled: !!id });
