import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Documentation } from '@remit/contract/collection';
import type { Tx } from '../../db/client';
import { collections, partners, virtualAccounts } from '../../db/schema/index';
import { flatRow, linkAmountsMoved, partnerReads } from '../../db/joined';
import { firstWhere, partnerIdKey } from '../../db/lookup';

export type CollectionRow = typeof collections.$inferSelect & {
  partnerName: string;
  vaAlias: string;
  vaCountry: string;
};

export type CollectionFilter = {
  virtualAccountId?: string;
  from?: Date;
  to?: Date;
  /** Minor units. */
  minAmount?: bigint;
  maxAmount?: bigint;
  currency?: string;
  documentation?: Documentation;
};

const columns = {
  row: collections,
  partnerName: partners.name,
  vaAlias: virtualAccounts.alias,
  vaCountry: virtualAccounts.country,
};

const where = (partnerId: string | null, f: CollectionFilter) => {
  const parts: (SQL | undefined)[] = [partnerId ? eq(collections.partnerId, partnerId) : undefined];
  if (f.virtualAccountId) parts.push(eq(collections.virtualAccountId, f.virtualAccountId));
  if (f.from) parts.push(gte(collections.arrivedAt, f.from));
  if (f.to) parts.push(lte(collections.arrivedAt, f.to));
  if (f.minAmount !== undefined) parts.push(gte(collections.amount, f.minAmount));
  if (f.maxAmount !== undefined) parts.push(lte(collections.amount, f.maxAmount));
  if (f.currency) parts.push(eq(collections.currency, f.currency));
  if (f.documentation === 'none') parts.push(eq(collections.linked, 0n));
  if (f.documentation === 'partly')
    parts.push(and(gt(collections.linked, 0n), lt(collections.linked, collections.amount)));
  if (f.documentation === 'full') parts.push(gte(collections.linked, collections.amount));
  return and(...parts);
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(collections)
    .innerJoin(partners, eq(partners.id, collections.partnerId))
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, collections.virtualAccountId))
    .$dynamic();

export const countCollections = async (tx: Tx, partnerId: string | null, f: CollectionFilter) => {
  const [total] = await tx.select({ n: count() }).from(collections).where(where(partnerId, f));
  return total?.n ?? 0;
};

/** A partner's collections, newest arrival first (`partnerId` null: the operator, every partner's). */
export const { page: pageCollections, find: findCollection } = partnerReads(collections, base, where, [
  desc(collections.arrivedAt),
  desc(collections.id),
]);

/** Keyset batches for the export, newest first. */
export async function* collectionBatches(tx: Tx, partnerId: string | null, f: CollectionFilter, size = 2000) {
  let after: { arrivedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await base(tx)
      .where(
        and(
          where(partnerId, f),
          after
            ? sql`(${collections.arrivedAt}, ${collections.id}) < (${after.arrivedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(collections.arrivedAt), desc(collections.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(flatRow);
    const last = rows[rows.length - 1]!;
    after = { arrivedAt: last.row.arrivedAt, id: last.row.id };
    if (rows.length < size) return;
  }
}

/** Inserts the arrival once per bank reference: null when that reference is already recorded. */
export const insertCollectionOnce = async (tx: Tx, values: typeof collections.$inferInsert) => {
  const [row] = await tx
    .insert(collections)
    .values(values)
    .onConflictDoNothing({ target: collections.bankReference })
    .returning({ id: collections.id });
  return row?.id ?? null;
};

export const setCollectionEntry = async (
  tx: Tx,
  id: string,
  entry: { entryId: string; transactionId: bigint | null },
) => {
  await tx.update(collections).set(entry).where(eq(collections.id, id));
};

/** The collection row alone, locked for a change of its link amounts (after its material: one lock order). */
export const lockCollection = async (tx: Tx, partnerId: string | null, id: string) =>
  firstWhere(tx, collections, partnerIdKey(partnerId, id), true);

/** Moves a link's amount between linking and linked (deltas in minor units); the row's check keeps it whole. */
export const moveCollectionLinkAmounts = async (
  tx: Tx,
  id: string,
  delta: { linking: bigint; linked: bigint },
) => {
  await tx.update(collections).set(linkAmountsMoved(collections, delta)).where(eq(collections.id, id));
};
