import type { UserCreateRequest, UserRecord, UserUpdateRequest } from '@remit/contract/user';
import { sendChange, useSettingsChange } from './send-change';

export type UserCreateValues = Pick<UserCreateRequest, 'userName' | 'email' | 'roleId'>;
export type UserUpdateValues = Omit<UserUpdateRequest, 'dtoName' | 'language'>;

export const createUser = (values: UserCreateValues) => sendChange<UserRecord>('user', 'create', values);
export const updateUser = (values: UserUpdateValues) => sendChange<UserRecord>('user', 'update', values);
export const deleteUser = (id: string) => sendChange<null>('user', 'delete', { id });
/** Ends the user's second factor and sessions: the user enrols again at the next sign-in. */
export const resetTwoFactor = (id: string) => sendChange<null>('user', 'reset-two-factor', { id });

export const useCreateUser = () => useSettingsChange(createUser);
export const useUpdateUser = () => useSettingsChange(updateUser);
export const useDeleteUser = () => useSettingsChange(deleteUser);
export const useResetTwoFactor = () => useSettingsChange(resetTwoFactor);
