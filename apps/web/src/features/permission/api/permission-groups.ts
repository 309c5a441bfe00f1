import { useQuery } from '@tanstack/react-query';
import type { PermissionGroup } from '@remit/contract/permission-catalogue';
import { permissionKeys } from './permission-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** The permissions this partner may bind, grouped by module in catalogue order (the role editor). */
export const usePermissionGroups = (enabled = true) =>
  useQuery({
    ...gatewayQueryOptions<PermissionGroup[]>(permissionKeys.groups(), 'permission', 'list'),
    staleTime: 60_000,
    enabled,
  });
