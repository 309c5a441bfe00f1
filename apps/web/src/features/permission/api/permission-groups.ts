import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionGroup } from '@remit/contract/permission-catalogue';
import { permissionKeys } from './permission-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const fetchPermissionGroups = (signal?: AbortSignal) =>
  gatewayData<PermissionGroup[]>('permission', 'list', {}, { signal });

export const permissionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: permissionKeys.groups(),
    queryFn: ({ signal }) => fetchPermissionGroups(signal),
    staleTime: 60_000,
  });

/** The permissions this partner may bind, grouped by module in catalogue order (the role editor). */
export const usePermissionGroups = (enabled = true) =>
  useQuery({ ...permissionGroupsQueryOptions(), enabled });
