import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { touchWhere } from '../../db/writes';
import { permissions, rolePermissions, roles } from '../../db/schema/index';
import { searchIn } from '../../db/filters';
import { orderedPage } from '../../db/paging';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  isAdmin: roles.isAdmin,
  // Written out: drizzle leaves columns unqualified in one-table queries, which the subquery would misread.
  userCount: sql<number>`(select count(*) from "users" u where u."role_id" = "roles"."id")::int`,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};
export type RoleRow = {
  id: string;
  name: string;
  description: string;
  isAdmin: boolean;
  userCount: number;
  createdAt: Date;
  updatedAt: Date;
};

const searchWhere = (partnerId: string, search?: string) =>
  and(eq(roles.partnerId, partnerId), searchIn(search, roles.name));

/** Every role of the partner, administrator roles first, then by name. */
export const listRoles = (tx: Tx, partnerId: string): Promise<RoleRow[]> =>
  tx
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.partnerId, partnerId))
    .orderBy(sql`${roles.isAdmin} desc`, asc(roles.name), asc(roles.id));

export const pageRoles = async (
  tx: Tx,
  partnerId: string,
  search: string | undefined,
  page: number,
  size: number,
) => {
  const order = [sql`${roles.isAdmin} desc`, asc(roles.name), asc(roles.id)];
  const rows = tx.select(roleColumns).from(roles).$dynamic();
  const { records, total } = await orderedPage(
    tx,
    roles,
    rows,
    searchWhere(partnerId, search),
    order,
    page,
    size,
  );
  return { records: records as RoleRow[], total };
};

/** One role of the partner; another partner's id finds nothing. */
export const findRole = async (tx: Tx, partnerId: string, id: string, lock = false) => {
  const query = tx
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.partnerId, partnerId), eq(roles.id, id)));
  const [row] = lock ? await query.for('update', { of: roles }) : await query;
  return row as RoleRow | undefined;
};

/** Role names are unique per partner, case-insensitively (roles_partner_name_uq). */
export const roleNameTaken = async (tx: Tx, partnerId: string, name: string, exceptId?: string) => {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.partnerId, partnerId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
};

/** The permissions bound to a role, catalogue order. */
export const boundPermissions = (tx: Tx, roleId: string) =>
  tx
    .select({
      id: permissions.id,
      privilegeName: permissions.privilegeName,
      moduleName: permissions.moduleName,
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.sort), asc(permissions.moduleName), asc(permissions.privilegeName));

export const insertRole = (tx: Tx, values: typeof roles.$inferInsert) => tx.insert(roles).values(values);

export const updateRole = (
  tx: Tx,
  partnerId: string,
  id: string,
  values: Partial<Pick<typeof roles.$inferInsert, 'name' | 'description'>>,
) => touchWhere(tx, roles, { partnerId, id }, values);

/** Replaces the role's whole permission set. */
export const replaceBindings = async (tx: Tx, partnerId: string, roleId: string, permissionIds: string[]) => {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length)
    await tx
      .insert(rolePermissions)
      .values(permissionIds.map((permissionId) => ({ partnerId, roleId, permissionId })));
};

/** Bindings go with the role (role_permissions cascades). */
export const deleteRole = (tx: Tx, partnerId: string, id: string) =>
  tx.delete(roles).where(and(eq(roles.partnerId, partnerId), eq(roles.id, id)));

export const permissionsByIds = (tx: Tx, ids: string[]) =>
  ids.length
    ? tx
        .select({
          id: permissions.id,
          privilegeName: permissions.privilegeName,
          moduleName: permissions.moduleName,
        })
        .from(permissions)
        .where(inArray(permissions.id, ids))
        // Held until the bindings are written: the operator cannot delete one in between.
        .for('share')
    : Promise.resolve([]);
