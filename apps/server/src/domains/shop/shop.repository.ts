import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { searchIn } from '../../db/filters';
import { newestPage } from '../../db/paging';
import { partners, shops } from '../../db/schema/index';

export type ShopRow = typeof shops.$inferSelect & { partnerName: string };
export type ShopFilter = { search?: string; status?: number; businessType?: number };

const columns = { shop: shops, partnerName: partners.name };
const flat = (r: { shop: typeof shops.$inferSelect; partnerName: string }): ShopRow => ({
  ...r.shop,
  partnerName: r.partnerName,
});

/** `partnerId` null: the operator, across partners. */
const where = (partnerId: string | null, f: ShopFilter) => {
  const parts: (SQL | undefined)[] = [];
  if (partnerId) parts.push(eq(shops.partnerId, partnerId));
  if (f.status !== undefined) parts.push(eq(shops.status, f.status));
  if (f.businessType !== undefined) parts.push(eq(shops.businessType, f.businessType));
  parts.push(searchIn(f.search, shops.name, shops.url));
  return and(...parts);
};

export const pageShops = async (
  tx: Tx,
  partnerId: string | null,
  f: ShopFilter,
  page: number,
  size: number,
) => {
  const rows = tx.select(columns).from(shops).innerJoin(partners, eq(partners.id, shops.partnerId));
  const keys = { time: shops.createdAt, id: shops.id };
  const found = await newestPage(tx, shops, rows.$dynamic(), keys, where(partnerId, f), page, size);
  return { records: found.records.map(flat), total: found.total };
};

export const findShop = async (tx: Tx, partnerId: string | null, id: string) => {
  const [row] = await tx
    .select(columns)
    .from(shops)
    .innerJoin(partners, eq(partners.id, shops.partnerId))
    .where(partnerId ? and(eq(shops.id, id), eq(shops.partnerId, partnerId)) : eq(shops.id, id));
  return row ? flat(row) : undefined;
};

export const insertShop = async (tx: Tx, values: typeof shops.$inferInsert) => {
  await tx.insert(shops).values(values);
};

export const updateShop = async (tx: Tx, id: string, values: Partial<typeof shops.$inferInsert>) => {
  await tx
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, id));
};
