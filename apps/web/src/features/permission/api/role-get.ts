import { useQuery } from '@tanstack/react-query';
import type { RoleDetail } from '@remit/contract/role';
import { permissionKeys } from './permission-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** One role with the ids of its permissions (the role editor); nothing is asked without an id. */
export const useRole = (id: string | undefined) =>
  useQuery({
    ...gatewayQueryOptions<RoleDetail>(permissionKeys.role(id ?? ''), 'role', 'get', { id: id ?? '' }),
    staleTime: 0,
    enabled: !!id,
  });
