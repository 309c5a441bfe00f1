import { and, desc, eq, type SQL } from 'drizzle-orm';
import { VA_STATUS } from '@remit/contract/virtual-account';
import type { Tx } from '../../db/client';
import { searchIn } from '../../db/filters';
import { newestPage } from '../../db/paging';
import { partners, virtualAccounts } from '../../db/schema/index';

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect & { partnerName: string };

export type VirtualAccountFilter = { country?: string; status?: number; alias?: string };

const columns = { va: virtualAccounts, partnerName: partners.name };
const flat = (r: { va: typeof virtualAccounts.$inferSelect; partnerName: string }): VirtualAccountRow => ({
  ...r.va,
  partnerName: r.partnerName,
});

/** `partnerId` null: the operator, across partners. */
const where = (partnerId: string | null, f: VirtualAccountFilter) => {
  const parts: (SQL | undefined)[] = [];
  if (partnerId) parts.push(eq(virtualAccounts.partnerId, partnerId));
  if (f.country) parts.push(eq(virtualAccounts.country, f.country));
  if (f.status !== undefined) parts.push(eq(virtualAccounts.status, f.status));
  parts.push(searchIn(f.alias, virtualAccounts.alias));
  return and(...parts);
};

export const pageVirtualAccounts = async (
  tx: Tx,
  partnerId: string | null,
  f: VirtualAccountFilter,
  page: number,
  size: number,
) => {
  const rows = tx
    .select(columns)
    .from(virtualAccounts)
    .innerJoin(partners, eq(partners.id, virtualAccounts.partnerId));
  const keys = { time: virtualAccounts.createdAt, id: virtualAccounts.id };
  const found = await newestPage(tx, virtualAccounts, rows.$dynamic(), keys, where(partnerId, f), page, size);
  return { records: found.records.map(flat), total: found.total };
};

/** One account, scoped: another partner's id is not found (null partner: the operator). */
export const findVirtualAccount = async (tx: Tx, partnerId: string | null, id: string, lock = false) => {
  const q = tx
    .select(columns)
    .from(virtualAccounts)
    .innerJoin(partners, eq(partners.id, virtualAccounts.partnerId))
    .where(
      partnerId
        ? and(eq(virtualAccounts.id, id), eq(virtualAccounts.partnerId, partnerId))
        : eq(virtualAccounts.id, id),
    );
  const [row] = lock ? await q.for('update', { of: virtualAccounts }) : await q;
  return row ? flat(row) : undefined;
};

export const insertVirtualAccount = async (tx: Tx, values: typeof virtualAccounts.$inferInsert) => {
  await tx.insert(virtualAccounts).values(values);
};

export const updateVirtualAccount = async (
  tx: Tx,
  id: string,
  values: Partial<typeof virtualAccounts.$inferInsert>,
) => {
  await tx
    .update(virtualAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(virtualAccounts.id, id));
};

/** The enabled accounts (for the operator's simulate picker and the collection filter). */
export const enabledVirtualAccounts = async (tx: Tx, partnerId: string | null) =>
  (
    await tx
      .select(columns)
      .from(virtualAccounts)
      .innerJoin(partners, eq(partners.id, virtualAccounts.partnerId))
      .where(and(where(partnerId, {}), eq(virtualAccounts.status, VA_STATUS.ENABLED)))
      .orderBy(desc(virtualAccounts.createdAt))
  ).map(flat);
