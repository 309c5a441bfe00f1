import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { RoleRecord } from '@remit/contract/role';
import { apiData } from '../../../shared/http/client';
import { useAppAbility } from '../../../shared/abilities/can';
import { permissionKeys } from './permission-keys';

export const fetchRoleList = (signal?: AbortSignal) =>
  apiData<RoleRecord[]>(gatewayPath('role', 'list'), { method: 'POST', body: {}, signal });

export const roleListQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.roleList(), queryFn: ({ signal }) => fetchRoleList(signal) });

/** Every role of the partner, for the role filter and picker; asked only when the rules allow it. */
export const useRoleList = () => {
  const ability = useAppAbility();
  return useQuery({ ...roleListQueryOptions(), enabled: ability.can('index', 'role') });
};
