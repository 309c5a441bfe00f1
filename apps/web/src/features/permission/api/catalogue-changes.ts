import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PermissionCreateRequest,
  PermissionRecord,
  PermissionUpdateRequest,
} from '@remit/contract/permission-catalogue';
import { permissionKeys } from './permission-keys';
import { sendChange } from './send-change';

export type PermissionCreateValues = Omit<PermissionCreateRequest, 'dtoName' | 'language'>;
export type PermissionUpdateValues = Omit<PermissionUpdateRequest, 'dtoName' | 'language'>;

export const createPermission = (values: PermissionCreateValues) =>
  sendChange<PermissionRecord>('permission', 'create', values);
export const updatePermission = (values: PermissionUpdateValues) =>
  sendChange<PermissionRecord>('permission', 'update', values);
export const deletePermission = (id: string) => sendChange<null>('permission', 'delete', { id });

/** The catalogue feeds the role editor: every change refreshes all of Settings. */
const useCatalogueChange = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
};

export const useCreatePermission = () => useCatalogueChange(createPermission);
export const useUpdatePermission = () => useCatalogueChange(updatePermission);
export const useDeletePermission = () => useCatalogueChange(deletePermission);
