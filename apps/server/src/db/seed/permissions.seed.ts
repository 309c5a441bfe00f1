import { ACTIONS, MODULES } from '@remit/contract/permissions';
import type { Tx } from '../client';
import { permissions } from '../schema/index';
import { newId } from '../../platform/crypto';

const moduleLabel = (m: string) => m.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The permission catalogue: every module × view, index, add, edit, delete (spec §6). Idempotent. */
export const seedPermissionCatalogue = async (tx: Tx) => {
  const rows = MODULES.flatMap((module, mi) =>
    ACTIONS.map((action, ai) => ({
      id: newId(),
      privilegeName: action,
      moduleName: module,
      sort: mi * 10 + ai,
      description: `${moduleLabel(action)} ${moduleLabel(module).toLowerCase()}`,
    })),
  );
  await tx.insert(permissions).values(rows).onConflictDoNothing();
  return tx.select().from(permissions);
};
