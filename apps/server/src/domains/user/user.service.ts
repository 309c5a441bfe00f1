import type { UserCreateRequest, UserPageRequest, UserRecord, UserUpdateRequest } from '@remit/contract/user';
import { USER_STATUS } from '@remit/contract/user';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { auditFrom, auditUpdate, writeAudit } from '../../platform/audit';
import { hashPassword, newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { pageAnswer } from '../../platform/page';
import { FOREIGN_KEY_VIOLATION, lockPartner, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { assertHoldsRole } from '../role/role.grants';
import { findRole } from '../role/role.repository';
import * as repo from './user.repository';
import { temporaryPassword, temporaryPasswordMail } from './user.mail';

/** The wire form of a user: never the password hash, dates as ISO strings. Also what the audit log keeps. */
export const toUserRecord = (row: repo.UserRow): UserRecord => ({
  ...row,
  roleIsAdmin: row.roleIsAdmin ?? false,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mustFindUser = async (tx: Tx, actor: Actor, id: string, lock = false) =>
  foundOr(await repo.findUser(tx, actor.partnerId, id, lock), 'USER_NOT_FOUND');

/** A role id of another partner is "not found", never bound (DESIGN §6). */
const mustFindRole = async (tx: Tx, actor: Actor, id: string) => {
  const role = foundOr(await findRole(tx, actor.partnerId, id), 'ROLE_NOT_FOUND');
  return role;
};

/** The partner must keep one enabled administrator, or nobody could manage its users and roles again. */
const assertAnotherAdmin = async (tx: Tx, actor: Actor) => {
  if ((await repo.countEnabledAdmins(tx, actor.partnerId)) <= 1) throw new AppError('LAST_ADMIN');
};

const mapConstraint = (err: unknown): never => {
  const code = pgErrorCode(err);
  if (code === UNIQUE_VIOLATION) throw new AppError('EMAIL_IN_USE');
  if (code === FOREIGN_KEY_VIOLATION) throw new AppError('USER_HAS_RECORDS');
  throw err;
};

export const createUsersService = (deps: { db: Db; mailer: Mailer; config: Config }) => {
  const { db, mailer, config } = deps;

  return {
    async page(actor: Actor, { search, status, roleId, page, size }: UserPageRequest) {
      const found = await repo.pageUsers(db, actor.partnerId, { search, status, roleId }, page, size);
      return pageAnswer(found, toUserRecord, { page, size });
    },

    async get(actor: Actor, id: string) {
      return toUserRecord(await mustFindUser(db, actor, id));
    },

    /** Creates the user with a one-time password and mails it in the request's language. */
    async create(actor: Actor, input: UserCreateRequest, ctx: ChangeContext) {
      const email = input.email.toLowerCase();
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const id = newId();
      const created = await db
        .transaction(async (tx) => {
          // Serialised with role deletes of the partner: the role cannot vanish between check and insert.
          await lockPartner(tx, actor.partnerId);
          const role = await mustFindRole(tx, actor, input.roleId);
          await assertHoldsRole(tx, actor, role);
          // Emails are unique platform-wide; the answer says only "in use", nothing of whose it is.
          if (await repo.emailTaken(tx, email)) throw new AppError('EMAIL_IN_USE');
          await repo.insertUser(tx, {
            id,
            partnerId: actor.partnerId,
            roleId: role.id,
            email,
            userName: input.userName,
            passwordHash,
            status: USER_STATUS.ENABLED,
            isEasyPassword: true,
            language: ctx.lang,
          });
          const after = toUserRecord((await repo.findUser(tx, actor.partnerId, id))!);
          await writeAudit(tx, { ...audit(actor, ctx, id), action: 'create', after });
          // The user, its audit entry and its temporary-password mail are written together or not at all.
          await mailer.queue(
            temporaryPasswordMail(email, input.userName, password, ctx.lang, config.APP_TITLE),
            tx,
          );
          return after;
        })
        .catch(mapConstraint);
      return created;
    },

    async update(actor: Actor, input: UserUpdateRequest, ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        await lockPartner(tx, actor.partnerId);
        const before = await mustFindUser(tx, actor, input.id, true);
        if (before.roleId)
          await assertHoldsRole(tx, actor, { id: before.roleId, isAdmin: !!before.roleIsAdmin });
        const role = input.roleId ? await mustFindRole(tx, actor, input.roleId) : undefined;
        if (role) await assertHoldsRole(tx, actor, role);
        const disabling = input.status === USER_STATUS.DISABLED && before.status === USER_STATUS.ENABLED;
        if (disabling && before.id === actor.userId) throw new AppError('SELF_DISABLE');
        const losesAdmin =
          before.status === USER_STATUS.ENABLED &&
          before.roleIsAdmin &&
          (disabling || (role && !role.isAdmin));
        if (losesAdmin) await assertAnotherAdmin(tx, actor);
        await repo.updateUser(tx, actor.partnerId, before.id, {
          userName: input.userName,
          roleId: role?.id,
          status: input.status,
        });
        // The session plugin refuses a disabled user anyway; revoking makes re-enabling need a new sign-in.
        if (disabling) await repo.revokeSessions(tx, before.id);
        const after = (await repo.findUser(tx, actor.partnerId, before.id))!;
        return auditUpdate(tx, audit(actor, ctx, before.id), toUserRecord, before, after);
      });
    },

    /**
     * Deletes the row (sessions and reset codes go with it); the audit log keeps who it was. A user
     * referenced by kept records cannot be deleted: the answer says to disable them instead.
     */
    async delete(actor: Actor, id: string, ctx: ChangeContext) {
      await db
        .transaction(async (tx) => {
          await lockPartner(tx, actor.partnerId);
          const before = await mustFindUser(tx, actor, id, true);
          if (before.id === actor.userId) throw new AppError('SELF_DELETE');
          if (before.roleId)
            await assertHoldsRole(tx, actor, { id: before.roleId, isAdmin: !!before.roleIsAdmin });
          if (before.status === USER_STATUS.ENABLED && before.roleIsAdmin)
            await assertAnotherAdmin(tx, actor);
          await repo.revokeSessions(tx, before.id);
          await repo.deleteUser(tx, actor.partnerId, before.id);
          await writeAudit(tx, {
            ...audit(actor, ctx, before.id),
            action: 'delete',
            before: toUserRecord(before),
          });
        })
        .catch(mapConstraint);
    },
  };
};

const audit = auditFrom('user');

export type UsersService = ReturnType<typeof createUsersService>;
