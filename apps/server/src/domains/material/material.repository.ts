import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { matching, searchIn } from '../../db/filters';
import { linkAmountsMoved, partnerReads, withPartnerName } from '../../db/joined';
import { materials } from '../../db/schema/index';
import { firstWhere, partnerIdKey } from '../../db/lookup';
import { touchWhere } from '../../db/writes';

export type MaterialRow = typeof materials.$inferSelect & { partnerName: string };
export type MaterialFilter = { search?: string; status?: number; currency?: string; linkableOnly?: boolean };

/** A partner's materials (`partnerId` null: the operator, every partner's), each with its partner's name. */
export const { page: pageMaterials, find: findMaterial } = partnerReads(
  materials,
  withPartnerName(materials),
  (partnerId, f: MaterialFilter) =>
    matching(
      [
        [materials.partnerId, partnerId ?? undefined],
        [materials.status, f.status],
        [materials.currency, f.currency],
      ],
      f.linkableOnly
        ? sql`${materials.linked} + ${materials.linking} < ${materials.amount} AND ${materials.status} <> 3`
        : undefined,
      searchIn(f.search, materials.name, materials.materialNo),
    ),
);

/** The material row alone, locked: every change of its status or link amounts takes this lock first. */
export const lockMaterial = async (tx: Tx, partnerId: string | null, id: string) =>
  firstWhere(tx, materials, partnerIdKey(partnerId, id), true);

export const insertMaterial = async (tx: Tx, values: typeof materials.$inferInsert) => {
  await tx.insert(materials).values(values);
};

export const updateMaterial = async (tx: Tx, id: string, values: Partial<typeof materials.$inferInsert>) => {
  await touchWhere(tx, materials, { id }, values);
};

/** Moves a link's amount between linking and linked (deltas in minor units); the row's check keeps it whole. */
export const moveMaterialLinkAmounts = async (
  tx: Tx,
  id: string,
  delta: { linking: bigint; linked: bigint },
) => {
  await tx
    .update(materials)
    .set({ ...linkAmountsMoved(materials, delta), updatedAt: new Date() })
    .where(eq(materials.id, id));
};
