import type { PermissionPageRequest } from '@remit/contract/permission-catalogue';
import type { RolePageRequest } from '@remit/contract/role';
import type { UserPageRequest } from '@remit/contract/user';

/** Query keys of Settings → users, roles and the permission catalogue (CONVENTIONS 8). */
export const permissionKeys = {
  all: ['permission'] as const,
  users: () => [...permissionKeys.all, 'users'] as const,
  userPage: (request: Partial<UserPageRequest>) => [...permissionKeys.users(), 'page', request] as const,
  roles: () => [...permissionKeys.all, 'roles'] as const,
  rolePage: (request: Partial<RolePageRequest>) => [...permissionKeys.roles(), 'page', request] as const,
  roleList: () => [...permissionKeys.roles(), 'list'] as const,
  role: (id: string) => [...permissionKeys.roles(), 'get', id] as const,
  catalogue: () => [...permissionKeys.all, 'catalogue'] as const,
  cataloguePage: (request: Partial<PermissionPageRequest>) =>
    [...permissionKeys.catalogue(), 'page', request] as const,
  groups: () => [...permissionKeys.catalogue(), 'groups'] as const,
};
