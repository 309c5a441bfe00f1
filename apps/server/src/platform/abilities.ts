import { createMongoAbility, type MongoAbility } from '@casl/ability';
import {
  OPERATOR_ONLY_MODULES,
  type AbilityRule,
  type Action,
  type Subject,
} from '@remit/contract/permission';
import type { Tx } from '../db/client';
import { rolePermissionPairs } from './abilities.repository';

export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;

/**
 * A user's rules: one per permission bound to the role; an administrator role has the whole catalogue.
 * The same rules go to the browser (`userAbilityRules`) and guard every handler here.
 */
export const loadRules = async (
  tx: Tx,
  role: { id: string; isAdmin: boolean } | null,
  isOperator: boolean,
): Promise<AbilityRule[]> => {
  if (!role) return [];
  const rows = await rolePermissionPairs(tx, role);
  return toRules(rows, isOperator);
};

/** The rules from the role's permissions as read (`loadRules`, or the session's own query): one order, always. */
export const toRules = (
  rows: readonly { action: string; subject: string }[],
  isOperator: boolean,
): AbilityRule[] =>
  rows
    // Modules only the operator may touch, whatever a partner's role says (the permission catalogue).
    .filter((r) => isOperator || !OPERATOR_ONLY_MODULES.includes(r.subject))
    .map((r) => ({ action: r.action as Action, subject: r.subject as Subject }))
    .sort((a, b) => `${a.subject}.${a.action}`.localeCompare(`${b.subject}.${b.action}`));

export const buildAbility = (rules: AbilityRule[]): AppAbility => createMongoAbility(rules as never);
