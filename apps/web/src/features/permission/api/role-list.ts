import { useQuery } from '@tanstack/react-query';
import type { RoleRecord } from '@remit/contract/role';
import { useAppAbility } from '../../../shared/abilities/can';
import { permissionKeys } from './permission-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Every role of the partner, for the role filter and picker; asked only when the rules allow it. */
export const useRoleList = () => {
  const ability = useAppAbility();
  return useQuery({
    ...gatewayQueryOptions<RoleRecord[]>(permissionKeys.roleList(), 'role', 'list'),
    enabled: ability.can('index', 'role'),
  });
};
