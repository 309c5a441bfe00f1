import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { partners, passwordResetCodes, roles, sessions, users } from '../../db/schema/index';

/** The sign-in rows: each user with its partner and its role (none: a user whose role was removed). */
export const signInRows = (tx: Tx) =>
  tx
    .select({ user: users, partner: partners, role: roles })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(roles, eq(roles.id, users.roleId));

export const findUserByEmail = async (tx: Tx, email: string) => {
  const [row] = await signInRows(tx).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};

export const recordFailedLogin = async (tx: Tx, userId: string, threshold: number, lockMinutes: number) => {
  // One statement, so concurrent failures cannot lose a count.
  const [row] = await tx
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${threshold} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${threshold} then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil ?? null;
};

export const clearFailedLogins = (tx: Tx, userId: string) =>
  tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));

export const insertSession = (tx: Tx, values: typeof sessions.$inferInsert) =>
  tx.insert(sessions).values(values);

export const revokeSession = (tx: Tx, tokenHash: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));

export const revokeAllSessions = (tx: Tx, userId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export const setPassword = (tx: Tx, userId: string, passwordHash: string) =>
  tx
    .update(users)
    .set({
      passwordHash,
      isEasyPassword: false,
      failedLogins: 0,
      lockedUntil: null,
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));

export const countRecentResetCodes = async (tx: Tx, userId: string, since: Date) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.createdAt, since)));
  return row?.n ?? 0;
};

/** A new code supersedes every earlier unused one. */
export const replaceResetCode = async (tx: Tx, values: typeof passwordResetCodes.$inferInsert) => {
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, values.userId), isNull(passwordResetCodes.usedAt)));
  await tx.insert(passwordResetCodes).values(values);
};

export const latestOpenResetCode = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
};

export const bumpResetAttempts = async (tx: Tx, id: string, maxAttempts: number) => {
  const [row] = await tx
    .update(passwordResetCodes)
    .set({
      attempts: sql`${passwordResetCodes.attempts} + 1`,
      usedAt: sql`case when ${passwordResetCodes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(eq(passwordResetCodes.id, id))
    .returning({ attempts: passwordResetCodes.attempts });
  return row?.attempts ?? maxAttempts;
};

export const markResetCodeUsed = (tx: Tx, id: string) =>
  tx.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, id));
