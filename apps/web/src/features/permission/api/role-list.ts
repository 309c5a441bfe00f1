import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRecord } from '@remit/contract/role';
import { useAppAbility } from '../../../shared/abilities/can';
import { permissionKeys } from './permission-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const fetchRoleList = (signal?: AbortSignal) =>
  gatewayData<RoleRecord[]>('role', 'list', {}, { signal });

export const roleListQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.roleList(), queryFn: ({ signal }) => fetchRoleList(signal) });

/** Every role of the partner, for the role filter and picker; asked only when the rules allow it. */
export const useRoleList = () => {
  const ability = useAppAbility();
  return useQuery({ ...roleListQueryOptions(), enabled: ability.can('index', 'role') });
};
