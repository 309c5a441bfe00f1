import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { PermissionGroup } from '@remit/contract/permission-catalogue';
import { apiData } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

export const fetchPermissionGroups = (signal?: AbortSignal) =>
  apiData<PermissionGroup[]>(gatewayPath('permission', 'list'), { method: 'POST', body: {}, signal });

export const permissionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: permissionKeys.groups(),
    queryFn: ({ signal }) => fetchPermissionGroups(signal),
    staleTime: 60_000,
  });

/** The permissions this partner may bind, grouped by module in catalogue order (the role editor). */
export const usePermissionGroups = (enabled = true) =>
  useQuery({ ...permissionGroupsQueryOptions(), enabled });
