import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  partners,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  users,
  userTwoFactor,
} from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';
import { signInRows } from './auth.repository';

export const findTwoFactor = async (tx: Tx, userId: string) => firstWhere(tx, userTwoFactor, { userId });

/** A new enrolment replaces one that was never confirmed; a confirmed one stays until reset. */
export const startEnrolment = (tx: Tx, values: { userId: string; partnerId: string; secretSealed: string }) =>
  tx
    .insert(userTwoFactor)
    .values(values)
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretSealed: values.secretSealed, createdAt: new Date(), lastStep: null },
      setWhere: isNull(userTwoFactor.confirmedAt),
    });

/**
 * Takes a time step once: a code already used (or an older one) is refused, so a code seen over a
 * shoulder cannot be replayed within its 30 seconds. One statement, so two requests cannot both win.
 */
export const takeStep = async (tx: Tx, userId: string, step: number) => {
  const rows = await tx
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
};

export const confirmEnrolment = (tx: Tx, userId: string) =>
  tx
    .update(userTwoFactor)
    .set({ confirmedAt: new Date() })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.confirmedAt)));

export const replaceRecoveryCodes = async (
  tx: Tx,
  rows: { id: string; partnerId: string; userId: string; codeHash: string }[],
) => {
  const userId = rows[0]?.userId;
  if (!userId) return;
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(rows);
};

/** Spends a recovery code: true once, false ever after. */
export const useRecoveryCode = async (tx: Tx, userId: string, codeHash: string) => {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
};

export const countUnusedRecoveryCodes = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
};

export const removeTwoFactor = async (tx: Tx, userId: string) => {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
};

export const insertChallenge = (tx: Tx, values: typeof twoFactorChallenges.$inferInsert) =>
  tx.insert(twoFactorChallenges).values(values);

/** The open challenge for this token, locked for the rest of the transaction. */
export const openChallenge = async (tx: Tx, tokenHash: string) => {
  const [row] = await tx
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
};

export const closeChallenges = (tx: Tx, userId: string) =>
  tx
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.usedAt)));

export const isEnabled = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
  return !!row;
};

/** The sign-in row (user, partner, role) of the user a challenge belongs to. */
export const findSignInRow = async (tx: Tx, userId: string) => {
  const [row] = await signInRows(tx).where(eq(users.id, userId));
  return row;
};

/** A user of this partner only: another partner's id finds nothing. */
export const findPartnerUser = async (tx: Tx, partnerId: string, userId: string) => {
  const [row] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.id, userId)))
    .for('update');
  return row;
};

export const setRequireTwoFactor = (tx: Tx, partnerId: string, requireTwoFactor: boolean) =>
  tx.update(partners).set({ requireTwoFactor }).where(eq(partners.id, partnerId));

export const readRequireTwoFactor = async (tx: Tx, partnerId: string) => {
  const [row] = await tx
    .select({ requireTwoFactor: partners.requireTwoFactor })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.requireTwoFactor ?? false;
};
