import type { RoleCreateRequest, RoleRecord, RoleUpdateRequest } from '@remit/contract/role';
import { sendChange, useSettingsChange } from './send-change';

export type RoleCreateValues = Pick<RoleCreateRequest, 'name' | 'description' | 'permissionIds'>;
export type RoleUpdateValues = Omit<RoleUpdateRequest, 'dtoName' | 'language'>;

export const createRole = (values: RoleCreateValues) => sendChange<RoleRecord>('role', 'create', values);
export const updateRole = (values: RoleUpdateValues) => sendChange<RoleRecord>('role', 'update', values);
export const deleteRole = (id: string) => sendChange<null>('role', 'delete', { id });

export const useCreateRole = () => useSettingsChange(createRole);
export const useUpdateRole = () => useSettingsChange(updateRole);
export const useDeleteRole = () => useSettingsChange(deleteRole);
