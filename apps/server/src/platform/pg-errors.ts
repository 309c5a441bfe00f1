import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners } from '../db/schema/index';

/** PostgreSQL's SQLSTATE of a failed query, on node-postgres and PGlite alike (drizzle wraps it in `cause`). */
export const pgErrorCode = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Locks the partner's row for the rest of the transaction. Changes whose rules count rows of the partner
 * (the last administrator, a role's users) take it first, so two concurrent changes cannot both pass
 * a check that only one of them may.
 */
export const lockPartner = async (tx: Tx, partnerId: string) => {
  await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
};
