import type { Action, Subject } from '@remit/contract/permission';
import { OPERATOR_ONLY_MODULES } from '@remit/contract/permission';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import { listPermissions } from '../permission/permission.repository';
import { boundPermissions, permissionsByIds } from './role.repository';

type Perm = { id: string; privilegeName: string; moduleName: string };

/** What a partner's roles may hold at all: tenants never hold the operator-only modules. */
export const bindable = <T extends Perm>(perms: T[], isOperator: boolean): T[] =>
  isOperator ? perms : perms.filter((p) => !OPERATOR_ONLY_MODULES.includes(p.moduleName));

/**
 * The permissions a role grants, exactly as loadRules computes a session's rules: an administrator role
 * the whole catalogue, any other role its bindings; tenants never the operator-only modules.
 */
export const effectivePermissions = async (
  tx: Tx,
  role: { id: string; isAdmin: boolean },
  isOperator: boolean,
): Promise<Perm[]> =>
  bindable(role.isAdmin ? await listPermissions(tx) : await boundPermissions(tx, role.id), isOperator);

/**
 * Nobody grants a permission they do not hold, nor manages a role or a user that holds one: otherwise
 * user:edit alone could move its holder to the administrator role, or role:edit add user:delete to its own role.
 */
export const assertHolds = (actor: Actor, perms: Perm[]) => {
  for (const p of perms)
    if (!actor.ability.can(p.privilegeName as Action, p.moduleName as Subject))
      throw new AppError('GRANT_EXCEEDS_OWN');
};

export const assertHoldsRole = async (tx: Tx, actor: Actor, role: { id: string; isAdmin: boolean }) =>
  assertHolds(actor, await effectivePermissions(tx, role, actor.isOperator));

/** Requested permission ids → catalogue rows: unknown ids and operator-only modules are a 400, in that order. */
export const resolvePermissionIds = async (tx: Tx, actor: Actor, ids: string[]) => {
  const unique = [...new Set(ids)];
  const found = await permissionsByIds(tx, unique);
  const missing = unique.filter((id) => !found.some((p) => p.id === id));
  if (missing.length)
    throw new AppError('PERMISSIONS_UNKNOWN', {
      ids: missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` (+${missing.length - 5})` : ''),
    });
  const reserved = actor.isOperator
    ? undefined
    : found.find((p) => OPERATOR_ONLY_MODULES.includes(p.moduleName));
  if (reserved) throw new AppError('PERMISSIONS_OPERATOR_ONLY', { module: reserved.moduleName });
  assertHolds(actor, found);
  return found;
};
