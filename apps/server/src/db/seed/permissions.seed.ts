import { ACTIONS, MODULES, moduleActions } from '@remit/contract/permission';
import type { Tx } from '../client';
import { permissions } from '../schema/index';
import { newId } from '../../platform/crypto';

const moduleLabel = (m: string) => m.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * The permission catalogue: every module × view, index, add, edit, delete (spec §6), and approve for the
 * modules with maker-checker (issue 5). Sort is module × 10 + the action's place. Idempotent.
 */
export const seedPermissionCatalogue = async (tx: Tx) => {
  const rows = MODULES.flatMap((module, mi) =>
    moduleActions(module).map((action) => ({
      id: newId(),
      privilegeName: action,
      moduleName: module,
      sort: mi * 10 + ACTIONS.indexOf(action),
      description: `${moduleLabel(action)} ${moduleLabel(module).toLowerCase()}`,
    })),
  );
  await tx.insert(permissions).values(rows).onConflictDoNothing();
  return tx.select().from(permissions);
};
