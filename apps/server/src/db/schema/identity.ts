import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt, refTo } from './columns';

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** The operator runs the platform; every other partner is a tenant. */
  isOperator: boolean('is_operator').notNull().default(false),
  status: integer('status').notNull().default(1),
  /** Every user of the partner signs in with a second factor (set by its administrator). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: createdAt(),
});

/** The partner a row belongs to: required, and one of the partners. */
export const partnerRef = () => refTo('partner_id', () => partners.id);

/** The key and owner every partner-scoped row starts with. */
export const partnerRow = () => ({ id: uuid('id').primaryKey(), partnerId: partnerRef() });

/** The user a row belongs to; it goes when the user goes. */
export const userRef = () => refTo('user_id', (): AnyPgColumn => users.id, { onDelete: 'cascade' });

/** The user who did something to a row (created, reviewed, acted); kept when unknown. */
export const userBy = (name: string) => uuid(name).references((): AnyPgColumn => users.id);

export const permissions = pgTable(
  'permissions',
  {
    id: uuid('id').primaryKey(),
    privilegeName: varchar('privilege_name', { length: 64 }).notNull(),
    moduleName: varchar('module_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 255 }).notNull().default(''),
  },
  (t) => [uniqueIndex('permissions_module_privilege_uq').on(t.moduleName, t.privilegeName)],
);

export const roles = pgTable(
  'roles',
  {
    ...partnerRow(),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_partner_name_uq').on(t.partnerId, sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    partnerId: partnerRef(),
    roleId: refTo('role_id', () => roles.id, { onDelete: 'cascade' }),
    permissionId: refTo('permission_id', () => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    ...partnerRow(),
    roleId: uuid('role_id').references(() => roles.id),
    email: varchar('email', { length: 254 }).notNull(),
    userName: varchar('user_name', { length: 128 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Entity status (spec §3): 0 Initial, 1 Enabled, 2 Disabled. */
    status: integer('status').notNull().default(1),
    /** Set for temporary passwords: the next sign-in must change it. */
    isEasyPassword: boolean('is_easy_password').notNull().default(false),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Etc/UTC'),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_partner_idx').on(t.partnerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token, hex; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    partnerId: partnerRef(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: ts('idle_expires_at').notNull(),
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    ...partnerRow(),
    userId: userRef(),
    /** SHA-256 of user id + code: a leaked table does not give the codes away. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    partnerId: uuid('partner_id').references(() => partners.id),
    userId: uuid('user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_partner_time_idx').on(t.partnerId, t.createdAt)],
);
