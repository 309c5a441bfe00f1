import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleCreateRequest, RoleRecord, RoleUpdateRequest } from '@remit/contract/role';
import { permissionKeys } from './permission-keys';
import { sendChange } from './send-change';

export type RoleCreateValues = Pick<RoleCreateRequest, 'name' | 'description' | 'permissionIds'>;
export type RoleUpdateValues = Omit<RoleUpdateRequest, 'dtoName' | 'language'>;

export const createRole = (values: RoleCreateValues) => sendChange<RoleRecord>('role', 'create', values);
export const updateRole = (values: RoleUpdateValues) => sendChange<RoleRecord>('role', 'update', values);
export const deleteRole = (id: string) => sendChange<null>('role', 'delete', { id });

/** Role names show in the users list too: every change refreshes all of Settings. */
const useRoleChange = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
};

export const useCreateRole = () => useRoleChange(createRole);
export const useUpdateRole = () => useRoleChange(updateRole);
export const useDeleteRole = () => useRoleChange(deleteRole);
