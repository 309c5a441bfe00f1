import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { partnerRef, partnerRow, userRef, users } from './identity';
import { createdAt, ts } from './columns';

/** A user's TOTP secret (RFC 6238), encrypted at rest; enabled once a first code confirmed it. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  partnerId: partnerRef(),
  /** AES-256-GCM of the base32 secret (platform/crypto `seal`). */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: ts('confirmed_at'),
  /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 of user id and code. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    ...partnerRow(),
    userId: userRef(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
);

/** The short-lived step between a right password and the code: not a session, it opens nothing else. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    partnerId: partnerRef(),
    userId: userRef(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
