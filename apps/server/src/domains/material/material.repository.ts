import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { searchIn } from '../../db/filters';
import { newestPage } from '../../db/paging';
import { materials, partners } from '../../db/schema/index';

export type MaterialRow = typeof materials.$inferSelect & { partnerName: string };
export type MaterialFilter = { search?: string; status?: number; currency?: string; linkableOnly?: boolean };

const columns = { m: materials, partnerName: partners.name };
const flat = (r: { m: typeof materials.$inferSelect; partnerName: string }): MaterialRow => ({
  ...r.m,
  partnerName: r.partnerName,
});

/** `partnerId` null: the operator, across partners. */
const where = (partnerId: string | null, f: MaterialFilter) => {
  const parts: (SQL | undefined)[] = [];
  if (partnerId) parts.push(eq(materials.partnerId, partnerId));
  if (f.status !== undefined) parts.push(eq(materials.status, f.status));
  if (f.currency) parts.push(eq(materials.currency, f.currency));
  if (f.linkableOnly)
    parts.push(
      sql`${materials.linked} + ${materials.linking} < ${materials.amount} AND ${materials.status} <> 3`,
    );
  parts.push(searchIn(f.search, materials.name, materials.materialNo));
  return and(...parts);
};

const scoped = (partnerId: string | null, id: string) =>
  partnerId ? and(eq(materials.id, id), eq(materials.partnerId, partnerId)) : eq(materials.id, id);

export const pageMaterials = async (
  tx: Tx,
  partnerId: string | null,
  f: MaterialFilter,
  page: number,
  size: number,
) => {
  const rows = tx.select(columns).from(materials).innerJoin(partners, eq(partners.id, materials.partnerId));
  const keys = { time: materials.createdAt, id: materials.id };
  const found = await newestPage(tx, materials, rows.$dynamic(), keys, where(partnerId, f), page, size);
  return { records: found.records.map(flat), total: found.total };
};

export const findMaterial = async (tx: Tx, partnerId: string | null, id: string) => {
  const [row] = await tx
    .select(columns)
    .from(materials)
    .innerJoin(partners, eq(partners.id, materials.partnerId))
    .where(scoped(partnerId, id));
  return row ? flat(row) : undefined;
};

/** The material row alone, locked: every change of its status or link amounts takes this lock first. */
export const lockMaterial = async (tx: Tx, partnerId: string | null, id: string) => {
  const [row] = await tx.select().from(materials).where(scoped(partnerId, id)).for('update');
  return row;
};

export const insertMaterial = async (tx: Tx, values: typeof materials.$inferInsert) => {
  await tx.insert(materials).values(values);
};

export const updateMaterial = async (tx: Tx, id: string, values: Partial<typeof materials.$inferInsert>) => {
  await tx
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, id));
};

/** Moves a link's amount between linking and linked (deltas in minor units); the row's check keeps it whole. */
export const moveMaterialLinkAmounts = async (
  tx: Tx,
  id: string,
  delta: { linking: bigint; linked: bigint },
) => {
  await tx
    .update(materials)
    .set({
      linking: sql`${materials.linking} + ${delta.linking}`,
      linked: sql`${materials.linked} + ${delta.linked}`,
      updatedAt: new Date(),
    })
    .where(eq(materials.id, id));
};
