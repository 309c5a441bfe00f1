import { and, eq, inArray } from 'drizzle-orm';
import { LINK_STATUS } from '@remit/contract/material-link';
import type { Tx } from '../../db/client';
import { matching } from '../../db/filters';
import { partnerReads } from '../../db/joined';
import { firstWhere } from '../../db/lookup';
import { collections, materialLinks, materials, partners } from '../../db/schema/index';

export type LinkRow = typeof materialLinks.$inferSelect & {
  partnerName: string;
  materialNo: string;
  materialName: string;
  collectionReference: string;
};
export type LinkFilter = { materialId?: string; collectionId?: string; status?: number };

const columns = {
  row: materialLinks,
  partnerName: partners.name,
  materialNo: materials.materialNo,
  materialName: materials.name,
  collectionReference: collections.bankReference,
};

const where = (partnerId: string | null, f: LinkFilter) =>
  matching([
    [materialLinks.partnerId, partnerId ?? undefined],
    [materialLinks.materialId, f.materialId],
    [materialLinks.collectionId, f.collectionId],
    [materialLinks.status, f.status],
  ]);

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(materialLinks)
    .innerJoin(partners, eq(partners.id, materialLinks.partnerId))
    .innerJoin(materials, eq(materials.id, materialLinks.materialId))
    .innerJoin(collections, eq(collections.id, materialLinks.collectionId))
    .$dynamic();

/** A partner's links (`partnerId` null: the operator, every partner's), with their material and collection. */
export const { page: pageLinks, find: findLink } = partnerReads(materialLinks, base, where);

/** The link row alone, locked (after its material and collection: one lock order everywhere). */
export const lockLink = async (tx: Tx, id: string) => firstWhere(tx, materialLinks, { id }, true);

export const activeLinkExists = async (tx: Tx, materialId: string, collectionId: string) => {
  const [row] = await tx
    .select({ id: materialLinks.id })
    .from(materialLinks)
    .where(
      and(
        eq(materialLinks.materialId, materialId),
        eq(materialLinks.collectionId, collectionId),
        inArray(materialLinks.status, [LINK_STATUS.LINKING, LINK_STATUS.LINKED]),
      ),
    );
  return Boolean(row);
};

export const insertLink = async (tx: Tx, values: typeof materialLinks.$inferInsert) => {
  await tx.insert(materialLinks).values(values);
};

export const updateLink = async (tx: Tx, id: string, values: Partial<typeof materialLinks.$inferInsert>) => {
  await tx.update(materialLinks).set(values).where(eq(materialLinks.id, id));
};

/** A link's decision (confirmed, rejected or unlinked): its new status, the comments, who decided and when (now). */
export const decideLink = (
  tx: Tx,
  id: string,
  status: number,
  decision: { comments: typeof materialLinks.$inferInsert.comments; decidedBy: string },
) => updateLink(tx, id, { status, ...decision, decidedAt: new Date() });

/** The links of a material still awaiting confirmation, locked (a rejected material gives them back). */
export const lockPendingLinksOf = async (tx: Tx, materialId: string) =>
  tx
    .select()
    .from(materialLinks)
    .where(and(eq(materialLinks.materialId, materialId), eq(materialLinks.status, LINK_STATUS.LINKING)))
    .orderBy(materialLinks.collectionId)
    .for('update');
