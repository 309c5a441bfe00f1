import { z } from 'zod';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { emailField, requiredText } from './validation';

/** Entity status (spec §3): 1 Enabled, 2 Disabled. 0 Initial is never set through this call. */
export const USER_STATUS = { ENABLED: 1, DISABLED: 2 } as const;
export const userStatus = z.literal([USER_STATUS.ENABLED, USER_STATUS.DISABLED]);

/** Column lengths of users.user_name (128). */
export const userNameField = requiredText(128);

export const userRecord = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  /** The bound role is an administrator role (it always holds the whole catalogue). */
  roleIsAdmin: z.boolean(),
  status: z.number().int(),
  /** The user still has the temporary password mailed at creation. */
  isEasyPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** `user/page`: search matches name or email (contains, case-insensitive). */
export const userPageRequest = z.object({
  ...pageFields,
  search: searchField,
  status: userStatus.optional(),
  roleId: z.uuid().optional(),
});
export type UserPageRequest = z.infer<typeof userPageRequest>;
export const userPageData = pageData(userRecord);

export const userGetRequest = idRequest;

/** `user/create`: a one-time temporary password is generated and mailed; it must be changed at first sign-in. */
export const userCreateRequest = z.object({
  ...gatewayFields,
  userName: userNameField,
  email: emailField,
  roleId: z.uuid(),
});
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

export const userUpdateRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  userName: userNameField.optional(),
  roleId: z.uuid().optional(),
  status: userStatus.optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

export const userDeleteRequest = idRequest;
