import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { USER_STATUS } from '@remit/contract/user';
import type { Tx } from '../../db/client';
import { touchWhere } from '../../db/writes';
import { roles, sessions, users } from '../../db/schema/index';
import { searchIn } from '../../db/filters';
import { orderedPage } from '../../db/paging';

const userColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  roleIsAdmin: roles.isAdmin,
  status: users.status,
  isEasyPassword: users.isEasyPassword,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type UserRow = {
  id: string;
  userName: string;
  email: string;
  roleId: string | null;
  roleName: string | null;
  roleIsAdmin: boolean | null;
  status: number;
  isEasyPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type UserFilters = { search?: string; status?: number; roleId?: string };

const filtersWhere = (partnerId: string, f: UserFilters): SQL | undefined =>
  and(
    eq(users.partnerId, partnerId),
    searchIn(f.search, users.userName, users.email),
    f.status !== undefined ? eq(users.status, f.status) : undefined,
    f.roleId ? eq(users.roleId, f.roleId) : undefined,
  );

export const pageUsers = async (tx: Tx, partnerId: string, f: UserFilters, page: number, size: number) => {
  const rows = tx.select(userColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).$dynamic();
  const order = [desc(users.createdAt), asc(users.id)];
  const { records, total } = await orderedPage(
    tx,
    users,
    rows,
    filtersWhere(partnerId, f),
    order,
    page,
    size,
  );
  return { records: records as UserRow[], total };
};

/** One user of the partner; another partner's id finds nothing. `lock` holds the row to the transaction's end. */
export const findUser = async (tx: Tx, partnerId: string, id: string, lock = false) => {
  const query = tx
    .select(userColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.partnerId, partnerId), eq(users.id, id)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row as UserRow | undefined;
};

/** Emails are unique across the platform (users_email_uq on lower(email)). */
export const emailTaken = async (tx: Tx, email: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
};

export const insertUser = (tx: Tx, values: typeof users.$inferInsert) => tx.insert(users).values(values);

export const updateUser = (
  tx: Tx,
  partnerId: string,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'userName' | 'roleId' | 'status'>>,
) => touchWhere(tx, users, { partnerId, id }, values);

export const deleteUser = (tx: Tx, partnerId: string, id: string) =>
  tx.delete(users).where(and(eq(users.partnerId, partnerId), eq(users.id, id)));

export const revokeSessions = (tx: Tx, userId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** Enabled users of the partner bound to an administrator role. */
export const countEnabledAdmins = async (tx: Tx, partnerId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(users.partnerId, partnerId), eq(users.status, USER_STATUS.ENABLED), eq(roles.isAdmin, true)),
    );
  return row?.n ?? 0;
};
