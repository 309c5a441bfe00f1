import type {
  PermissionCreateRequest,
  PermissionRecord,
  PermissionUpdateRequest,
} from '@remit/contract/permission-catalogue';
import { sendChange, useSettingsChange } from './send-change';

export type PermissionCreateValues = Omit<PermissionCreateRequest, 'dtoName' | 'language'>;
export type PermissionUpdateValues = Omit<PermissionUpdateRequest, 'dtoName' | 'language'>;

export const createPermission = (values: PermissionCreateValues) =>
  sendChange<PermissionRecord>('permission', 'create', values);
export const updatePermission = (values: PermissionUpdateValues) =>
  sendChange<PermissionRecord>('permission', 'update', values);
export const deletePermission = (id: string) => sendChange<null>('permission', 'delete', { id });

export const useCreatePermission = () => useSettingsChange(createPermission);
export const useUpdatePermission = () => useSettingsChange(updatePermission);
export const useDeletePermission = () => useSettingsChange(deletePermission);
