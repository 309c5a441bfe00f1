import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreateRequest, UserRecord, UserUpdateRequest } from '@remit/contract/user';
import { permissionKeys } from './permission-keys';
import { sendChange } from './send-change';

export type UserCreateValues = Pick<UserCreateRequest, 'userName' | 'email' | 'roleId'>;
export type UserUpdateValues = Omit<UserUpdateRequest, 'dtoName' | 'language'>;

export const createUser = (values: UserCreateValues) => sendChange<UserRecord>('user', 'create', values);
export const updateUser = (values: UserUpdateValues) => sendChange<UserRecord>('user', 'update', values);
export const deleteUser = (id: string) => sendChange<null>('user', 'delete', { id });
/** Ends the user's second factor and sessions: the user enrols again at the next sign-in. */
export const resetTwoFactor = (id: string) => sendChange<null>('user', 'reset-two-factor', { id });

/** Every user change refreshes the lists (user counts of roles included). */
const useUserChange = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
};

export const useCreateUser = () => useUserChange(createUser);
export const useUpdateUser = () => useUserChange(updateUser);
export const useDeleteUser = () => useUserChange(deleteUser);
export const useResetTwoFactor = () => useUserChange(resetTwoFactor);
