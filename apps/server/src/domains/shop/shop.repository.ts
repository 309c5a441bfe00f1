import type { Tx } from '../../db/client';
import { matching, searchIn } from '../../db/filters';
import { partnerReads, withPartnerName } from '../../db/joined';
import { shops } from '../../db/schema/index';
import { touchWhere } from '../../db/writes';

export type ShopRow = typeof shops.$inferSelect & { partnerName: string };
export type ShopFilter = { search?: string; status?: number; businessType?: number };

/** A partner's shops (`partnerId` null: the operator, every partner's), each with its partner's name. */
export const { page: pageShops, find: findShop } = partnerReads(
  shops,
  withPartnerName(shops),
  (partnerId, f: ShopFilter) =>
    matching(
      [
        [shops.partnerId, partnerId ?? undefined],
        [shops.status, f.status],
        [shops.businessType, f.businessType],
      ],
      searchIn(f.search, shops.name, shops.url),
    ),
);

export const insertShop = async (tx: Tx, values: typeof shops.$inferInsert) => {
  await tx.insert(shops).values(values);
};

export const updateShop = async (tx: Tx, id: string, values: Partial<typeof shops.$inferInsert>) => {
  await touchWhere(tx, shops, { id }, values);
};
