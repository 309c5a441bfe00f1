import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { permissions, rolePermissions } from '../db/schema/index';

/** The role's permissions as (action, subject) pairs; an administrator role has the whole catalogue. */
export const rolePermissionPairs = (tx: Tx, role: { id: string; isAdmin: boolean }) =>
  role.isAdmin
    ? tx.select({ action: permissions.privilegeName, subject: permissions.moduleName }).from(permissions)
    : tx
        .select({ action: permissions.privilegeName, subject: permissions.moduleName })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, role.id));
