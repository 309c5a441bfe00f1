import type {
  PermissionCreateRequest,
  PermissionGroup,
  PermissionListRequest,
  PermissionPageRequest,
  PermissionRecord,
  PermissionUpdateRequest,
} from '@remit/contract/permission-catalogue';
import { OPERATOR_ONLY_MODULES } from '@remit/contract/permission';
import type { Db, Tx } from '../../db/client';
import { auditFrom, auditUpdate, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { bindable } from '../role/role.grants';
import * as repo from './permission.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findPermission>>>;

const toRecord = (row: Row): PermissionRecord => ({
  id: row.id,
  privilegeName: row.privilegeName,
  moduleName: row.moduleName,
  sort: row.sort,
  description: row.description,
});

const mustFind = async (tx: Tx, id: string, lock = false) =>
  foundOr(await repo.findPermission(tx, id, lock), 'PERMISSION_NOT_FOUND');

/**
 * The catalogue's own permissions guard the catalogue: deleting or renaming one could leave no one able
 * to manage it (an administrator role's rules are the catalogue itself).
 */
const isProtected = (row: Row) => OPERATOR_ONLY_MODULES.includes(row.moduleName);

const exists = (module: string, privilege: string) =>
  new AppError('PERMISSION_EXISTS', { module, privilege });

/** Groups in catalogue order, each module once, at its first (lowest-sort) permission. */
const groupByModule = (rows: Row[]): PermissionGroup[] => {
  const groups = new Map<string, PermissionRecord[]>();
  for (const row of rows) {
    const group = groups.get(row.moduleName) ?? [];
    group.push(toRecord(row));
    groups.set(row.moduleName, group);
  }
  return [...groups].map(([moduleName, permissions]) => ({ moduleName, permissions }));
};

export const createPermissionsService = (deps: { db: Db }) => {
  const { db } = deps;

  return {
    async page(input: PermissionPageRequest) {
      const { moduleName, search, page, size } = input;
      const { records, total } = await repo.pagePermissions(db, { moduleName, search }, page, size);
      return { records: records.map(toRecord), total, page, size };
    },

    /** For the role editor: only what the caller's partner may bind. */
    async list(actor: Actor, input: PermissionListRequest) {
      const rows = await repo.listPermissions(db, { moduleName: input.moduleName });
      return groupByModule(bindable(rows, actor.isOperator));
    },

    async get(id: string) {
      return toRecord(await mustFind(db, id));
    },

    async create(actor: Actor, input: PermissionCreateRequest, ctx: ChangeContext) {
      const { privilegeName, moduleName, sort, description } = input;
      return db
        .transaction(async (tx) => {
          if (await repo.permissionExists(tx, moduleName, privilegeName))
            throw exists(moduleName, privilegeName);
          const id = newId();
          await repo.insertPermission(tx, { id, privilegeName, moduleName, sort, description });
          const after = toRecord(await mustFind(tx, id));
          await writeAudit(tx, { ...audit(actor, ctx, id), action: 'create', after });
          return after;
        })
        .catch((err: unknown) => {
          throw pgErrorCode(err) === UNIQUE_VIOLATION ? exists(moduleName, privilegeName) : err;
        });
    },

    /** Renaming a bound permission would silently change what every role bound to it may do. */
    async update(actor: Actor, input: PermissionUpdateRequest, ctx: ChangeContext) {
      return db
        .transaction(async (tx) => {
          const row = await mustFind(tx, input.id, true);
          const privilegeName = input.privilegeName ?? row.privilegeName;
          const moduleName = input.moduleName ?? row.moduleName;
          if (privilegeName !== row.privilegeName || moduleName !== row.moduleName) {
            if (isProtected(row)) throw new AppError('PERMISSION_PROTECTED');
            const count = await repo.countBindings(tx, row.id);
            if (count > 0) throw new AppError('PERMISSION_IN_USE', { count });
            if (await repo.permissionExists(tx, moduleName, privilegeName))
              throw exists(moduleName, privilegeName);
          }
          await repo.updatePermission(tx, row.id, {
            privilegeName,
            moduleName,
            sort: input.sort,
            description: input.description,
          });
          return auditUpdate(tx, audit(actor, ctx, row.id), toRecord, row, await mustFind(tx, row.id));
        })
        .catch((err: unknown) => {
          throw pgErrorCode(err) === UNIQUE_VIOLATION
            ? exists(input.moduleName ?? '', input.privilegeName ?? '')
            : err;
        });
    },

    /** Bindings go with it; the audit log records how many roles lost it. */
    async delete(actor: Actor, id: string, ctx: ChangeContext) {
      await db.transaction(async (tx) => {
        const row = await mustFind(tx, id, true);
        if (isProtected(row)) throw new AppError('PERMISSION_PROTECTED');
        const boundRoles = await repo.countBindings(tx, row.id);
        await repo.deletePermission(tx, row.id);
        await writeAudit(tx, {
          ...audit(actor, ctx, row.id),
          action: 'delete',
          before: { ...toRecord(row), boundRoles },
        });
      });
    },
  };
};

const audit = auditFrom('permission');

export type PermissionsService = ReturnType<typeof createPermissionsService>;
