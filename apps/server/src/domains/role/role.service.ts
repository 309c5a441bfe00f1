import type {
  RoleCreateRequest,
  RoleDetail,
  RolePageRequest,
  RoleRecord,
  RoleUpdateRequest,
} from '@remit/contract/role';
import type { Db, Tx } from '../../db/client';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import { FOREIGN_KEY_VIOLATION, lockPartner, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { assertHolds, effectivePermissions, resolvePermissionIds } from './role.grants';
import * as repo from './role.repository';

export const toRoleRecord = (row: repo.RoleRow): RoleRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mustFindRole = async (tx: Tx, actor: Actor, id: string, lock = false) =>
  foundOr(await repo.findRole(tx, actor.partnerId, id, lock), 'ROLE_NOT_FOUND');

/** The role as the editor and the audit log see it: its record and the ids it grants. */
const detail = async (tx: Tx, actor: Actor, row: repo.RoleRow): Promise<RoleDetail> => ({
  ...toRoleRecord(row),
  permissionIds: (await effectivePermissions(tx, row, actor.isOperator)).map((p) => p.id),
});

/** The role as saved, with its audit entry (what it was before an update, what it is now). */
const savedRole = async (
  tx: Tx,
  actor: Actor,
  ctx: ChangeContext,
  id: string,
  action: 'create' | 'update',
  before?: RoleDetail,
) => {
  const after = await detail(tx, actor, (await repo.findRole(tx, actor.partnerId, id))!);
  await writeAudit(tx, { ...audit(actor, ctx, id), action, before, after });
  return after;
};

const assertNameFree = async (tx: Tx, actor: Actor, name: string, exceptId?: string) => {
  if (await repo.roleNameTaken(tx, actor.partnerId, name, exceptId))
    throw new AppError('ROLE_NAME_IN_USE', { name });
};

export const createRolesService = (deps: { db: Db }) => {
  const { db } = deps;

  /** A race past the checks above still ends in a clear answer, never a 500. */
  const mapConstraint =
    (onUnique: AppError, onForeignKey: AppError) =>
    (err: unknown): never => {
      const code = pgErrorCode(err);
      if (code === UNIQUE_VIOLATION) throw onUnique;
      if (code === FOREIGN_KEY_VIOLATION) throw onForeignKey;
      throw err;
    };
  const nameInUse = (name = '') => new AppError('ROLE_NAME_IN_USE', { name });
  const permissionGone = new AppError('PERMISSIONS_UNKNOWN', { ids: '?' });

  return {
    async list(actor: Actor) {
      return (await repo.listRoles(db, actor.partnerId)).map(toRoleRecord);
    },

    async page(actor: Actor, input: RolePageRequest) {
      const { records, total } = await repo.pageRoles(
        db,
        actor.partnerId,
        input.search,
        input.page,
        input.size,
      );
      return { records: records.map(toRoleRecord), total, page: input.page, size: input.size };
    },

    async get(actor: Actor, id: string) {
      return detail(db, actor, await mustFindRole(db, actor, id));
    },

    async create(actor: Actor, input: RoleCreateRequest, ctx: ChangeContext) {
      return db
        .transaction(async (tx) => {
          await lockPartner(tx, actor.partnerId);
          const perms = await resolvePermissionIds(tx, actor, input.permissionIds);
          await assertNameFree(tx, actor, input.name);
          const id = newId();
          await repo.insertRole(tx, {
            id,
            partnerId: actor.partnerId,
            name: input.name,
            description: input.description,
            isAdmin: false,
          });
          await repo.replaceBindings(
            tx,
            actor.partnerId,
            id,
            perms.map((p) => p.id),
          );
          return savedRole(tx, actor, ctx, id, 'create');
        })
        .catch(mapConstraint(nameInUse(input.name), permissionGone));
    },

    /**
     * An administrator role keeps the whole catalogue: a permission set that leaves any out is refused,
     * a full one changes nothing (its rules never came from bindings).
     */
    async update(actor: Actor, input: RoleUpdateRequest, ctx: ChangeContext) {
      return db
        .transaction(async (tx) => {
          await lockPartner(tx, actor.partnerId);
          const row = await mustFindRole(tx, actor, input.id, true);
          const before = await detail(tx, actor, row);
          // Editing a role is granting what it holds: the editor must hold it all (see roles.grants).
          assertHolds(actor, await effectivePermissions(tx, row, actor.isOperator));
          if (input.permissionIds) {
            const perms = await resolvePermissionIds(tx, actor, input.permissionIds);
            if (row.isAdmin) {
              const kept = new Set(perms.map((p) => p.id));
              if (before.permissionIds.some((id) => !kept.has(id)))
                throw new AppError('ADMIN_ROLE_PERMISSIONS');
            } else {
              await repo.replaceBindings(
                tx,
                actor.partnerId,
                row.id,
                perms.map((p) => p.id),
              );
            }
          }
          if (input.name !== undefined) await assertNameFree(tx, actor, input.name, row.id);
          await repo.updateRole(tx, actor.partnerId, row.id, {
            name: input.name,
            description: input.description,
          });
          return savedRole(tx, actor, ctx, row.id, 'update', before);
        })
        .catch(mapConstraint(nameInUse(input.name), permissionGone));
    },

    async delete(actor: Actor, id: string, ctx: ChangeContext) {
      await db
        .transaction(async (tx) => {
          // The partner lock keeps a user create from binding the role while it goes.
          await lockPartner(tx, actor.partnerId);
          const row = await mustFindRole(tx, actor, id, true);
          if (row.isAdmin) throw new AppError('ADMIN_ROLE_DELETE');
          if (row.userCount > 0) throw new AppError('ROLE_IN_USE', { count: row.userCount });
          const before = await detail(tx, actor, row);
          assertHolds(actor, await effectivePermissions(tx, row, actor.isOperator));
          await repo.deleteRole(tx, actor.partnerId, row.id);
          await writeAudit(tx, { ...audit(actor, ctx, row.id), action: 'delete', before });
        })
        .catch(mapConstraint(nameInUse(), new AppError('ROLE_IN_USE', { count: 1 })));
    },
  };
};

const audit = auditFrom('role');

export type RolesService = ReturnType<typeof createRolesService>;
