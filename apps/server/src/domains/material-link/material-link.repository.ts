import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { LINK_STATUS } from '@remit/contract/material-link';
import type { Tx } from '../../db/client';
import { newestPage } from '../../db/paging';
import { collections, materialLinks, materials, partners } from '../../db/schema/index';

export type LinkRow = typeof materialLinks.$inferSelect & {
  partnerName: string;
  materialNo: string;
  materialName: string;
  collectionReference: string;
};
export type LinkFilter = { materialId?: string; collectionId?: string; status?: number };

const columns = {
  l: materialLinks,
  partnerName: partners.name,
  materialNo: materials.materialNo,
  materialName: materials.name,
  collectionReference: collections.bankReference,
};
type Joined = {
  l: typeof materialLinks.$inferSelect;
  partnerName: string;
  materialNo: string;
  materialName: string;
  collectionReference: string;
};
const flat = (r: Joined): LinkRow => ({
  ...r.l,
  partnerName: r.partnerName,
  materialNo: r.materialNo,
  materialName: r.materialName,
  collectionReference: r.collectionReference,
});

/** `partnerId` null: the operator, across partners. */
const where = (partnerId: string | null, f: LinkFilter) => {
  const parts: (SQL | undefined)[] = [];
  if (partnerId) parts.push(eq(materialLinks.partnerId, partnerId));
  if (f.materialId) parts.push(eq(materialLinks.materialId, f.materialId));
  if (f.collectionId) parts.push(eq(materialLinks.collectionId, f.collectionId));
  if (f.status !== undefined) parts.push(eq(materialLinks.status, f.status));
  return and(...parts);
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(materialLinks)
    .innerJoin(partners, eq(partners.id, materialLinks.partnerId))
    .innerJoin(materials, eq(materials.id, materialLinks.materialId))
    .innerJoin(collections, eq(collections.id, materialLinks.collectionId));

export const pageLinks = async (
  tx: Tx,
  partnerId: string | null,
  f: LinkFilter,
  page: number,
  size: number,
) => {
  const keys = { time: materialLinks.createdAt, id: materialLinks.id };
  const found = await newestPage(
    tx,
    materialLinks,
    base(tx).$dynamic(),
    keys,
    where(partnerId, f),
    page,
    size,
  );
  return { records: found.records.map(flat), total: found.total };
};

export const findLink = async (tx: Tx, partnerId: string | null, id: string) => {
  const [row] = await base(tx).where(
    partnerId
      ? and(eq(materialLinks.id, id), eq(materialLinks.partnerId, partnerId))
      : eq(materialLinks.id, id),
  );
  return row ? flat(row) : undefined;
};

/** The link row alone, locked (after its material and collection: one lock order everywhere). */
export const lockLink = async (tx: Tx, id: string) => {
  const [row] = await tx.select().from(materialLinks).where(eq(materialLinks.id, id)).for('update');
  return row;
};

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

/** The links of a material still awaiting confirmation, locked (a rejected material gives them back). */
export const lockPendingLinksOf = async (tx: Tx, materialId: string) =>
  tx
    .select()
    .from(materialLinks)
    .where(and(eq(materialLinks.materialId, materialId), eq(materialLinks.status, LINK_STATUS.LINKING)))
    .orderBy(materialLinks.collectionId)
    .for('update');
