import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema/index';
import { searchIn } from '../../db/filters';
import { orderedPage } from '../../db/paging';
import { firstWhere } from '../../db/lookup';

/** Catalogue order: sort, then module, then privilege. */
const catalogueOrder = [asc(permissions.sort), asc(permissions.moduleName), asc(permissions.privilegeName)];

export type CatalogueFilters = { moduleName?: string; search?: string };

const filtersWhere = (f: CatalogueFilters): SQL | undefined =>
  and(
    f.moduleName ? eq(permissions.moduleName, f.moduleName) : undefined,
    searchIn(f.search, permissions.description, permissions.moduleName, permissions.privilegeName),
  );

/** The permission catalogue is platform-wide: it belongs to no partner, so it has no partner scope. */
export const listPermissions = (tx: Tx, f: CatalogueFilters = {}) =>
  tx
    .select()
    .from(permissions)
    .where(filtersWhere(f))
    .orderBy(...catalogueOrder);

export const pagePermissions = async (tx: Tx, f: CatalogueFilters, page: number, size: number) => {
  const rows = tx.select().from(permissions).$dynamic();
  return orderedPage(tx, permissions, rows, filtersWhere(f), [...catalogueOrder], page, size);
};

export const findPermission = async (tx: Tx, id: string, lock = false) =>
  firstWhere(tx, permissions, { id }, lock);

export const permissionExists = async (tx: Tx, moduleName: string, privilegeName: string) => {
  const [row] = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.moduleName, moduleName), eq(permissions.privilegeName, privilegeName)));
  return row;
};

/** How many roles, of every partner, have this permission bound. */
export const countBindings = async (tx: Tx, permissionId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rolePermissions)
    .where(eq(rolePermissions.permissionId, permissionId));
  return row?.n ?? 0;
};

export const insertPermission = (tx: Tx, values: typeof permissions.$inferInsert) =>
  tx.insert(permissions).values(values);

export const updatePermission = (
  tx: Tx,
  id: string,
  values: Partial<Omit<typeof permissions.$inferInsert, 'id'>>,
) => tx.update(permissions).set(values).where(eq(permissions.id, id));

/** Bindings go with it (role_permissions cascades). */
export const deletePermission = (tx: Tx, id: string) => tx.delete(permissions).where(eq(permissions.id, id));
