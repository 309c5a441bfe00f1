import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coalescing } from '../db/coalesce';
import { perDb } from '../db/per-db';
import { partners, roles, sessions, users, userTwoFactor } from '../db/schema/index';

/**
 * The session, its user, partner, role and the role's permissions in one statement, prepared once per database
 * (its plan is made once per connection). The permissions are read with the session on every request, so a
 * role's change, a revoked session or a disabled user takes effect on the next one; with them, the access epoch
 * (see `access_epoch`) that tells a later statement whether any of them has changed since.
 */
const actorQuery = (db: Db) =>
  db
    .select({
      session: sessions,
      user: users,
      partner: partners,
      role: roles,
      twoFactorEnabled: sql<boolean>`${userTwoFactor.confirmedAt} is not null`,
      // Read in the same statement as the rows: while it has not moved, they are as they are now (migration 0022).
      epoch: sql<string>`(select e.n from access_epoch e)::text`,
      permissions: sql<string | null>`case when ${roles.id} is null then null
        else (select json_agg(json_build_object('action', p.privilege_name, 'subject', p.module_name)
            order by p.module_name, p.privilege_name)::text
          from permissions p
          where ${roles.isAdmin} or exists (
            select 1 from role_permissions rp where rp.role_id = ${roles.id} and rp.permission_id = p.id)) end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('session_actor');
type ActorRow = Awaited<ReturnType<ReturnType<typeof actorQuery>['execute']>>[number];

type Waiter = {
  tokenHash: string;
  resolve: (row: ActorRow | undefined) => void;
  reject: (e: unknown) => void;
};

/**
 * Sessions asked for together read with one statement (one round trip, one row per token; see `coalescing`).
 * A statement leaves only after every request it answers has arrived, so each still sees the session, user and
 * role as they are after it arrived: a revocation or a role's change is never missed. Each request gets its own
 * copy of the rows.
 */
const createActorReader = (db: Db) => {
  const query = actorQuery(db);
  const read = async (waiters: Waiter[]) => {
    try {
      // sha256 hex: nothing to quote in the array's text form.
      const hashes = [...new Set(waiters.map((w) => w.tokenHash))];
      const rows = await query.execute({ tokenHashes: `{${hashes.join(',')}}` });
      const byHash = new Map(rows.map((r) => [r.session.tokenHash, r]));
      for (const w of waiters) {
        const row = byHash.get(w.tokenHash);
        w.resolve(
          row && {
            ...row,
            session: { ...row.session },
            user: { ...row.user },
            partner: { ...row.partner },
            role: row.role && { ...row.role },
          },
        );
      }
    } catch (err) {
      for (const w of waiters) w.reject(err);
    }
  };
  const submit = coalescing(read, { maxInFlight: 2, maxBatch: 256 });
  return (tokenHash: string) =>
    new Promise<ActorRow | undefined>((resolve, reject) => submit({ tokenHash, resolve, reject }));
};
const actorReaderOf = perDb(createActorReader);

/** The session of this token hash (not revoked), with its user, partner, role, permissions and second factor. */
export const readActor = (db: Db, tokenHash: string) => actorReaderOf(db)(tokenHash);

/** Moves a session's last-seen time and idle expiry on (at most once a minute, by the caller). */
export const touchSession = (db: Db, tokenHash: string, lastSeenAt: Date, idleExpiresAt: Date) =>
  db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.tokenHash, tokenHash));
