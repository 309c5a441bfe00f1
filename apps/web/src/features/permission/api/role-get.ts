import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDetail } from '@remit/contract/role';
import { permissionKeys } from './permission-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const fetchRole = (id: string, signal?: AbortSignal) =>
  gatewayData<RoleDetail>('role', 'get', { id }, { signal });

export const roleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: permissionKeys.role(id),
    queryFn: ({ signal }) => fetchRole(id, signal),
    staleTime: 0,
  });

/** One role with the ids of its permissions (the role editor); nothing is asked without an id. */
export const useRole = (id: string | undefined) => useQuery({ ...roleQueryOptions(id ?? ''), enabled: !!id });
