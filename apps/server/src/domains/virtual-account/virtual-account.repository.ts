import { and, desc, eq } from 'drizzle-orm';
import { VA_STATUS } from '@remit/contract/virtual-account';
import type { Tx } from '../../db/client';
import { matching, searchIn } from '../../db/filters';
import { flatRow, idOfPartner, partnerReads, withPartnerName } from '../../db/joined';
import { virtualAccounts } from '../../db/schema/index';
import { touchWhere } from '../../db/writes';

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect & { partnerName: string };

export type VirtualAccountFilter = { country?: string; status?: number; alias?: string };

const joined = withPartnerName(virtualAccounts);

const where = (partnerId: string | null, f: VirtualAccountFilter) =>
  matching(
    [
      [virtualAccounts.partnerId, partnerId ?? undefined],
      [virtualAccounts.country, f.country],
      [virtualAccounts.status, f.status],
    ],
    searchIn(f.alias, virtualAccounts.alias),
  );

/** A partner's accounts (`partnerId` null: the operator, every partner's), each with its partner's name. */
export const { page: pageVirtualAccounts } = partnerReads(virtualAccounts, joined, where);

/** One account, scoped: another partner's id is not found (null partner: the operator). */
export const findVirtualAccount = async (tx: Tx, partnerId: string | null, id: string, lock = false) => {
  const q = joined(tx).where(idOfPartner(virtualAccounts, partnerId, id));
  const [row] = lock ? await q.for('update', { of: virtualAccounts }) : await q;
  return row ? flatRow(row) : undefined;
};

export const insertVirtualAccount = async (tx: Tx, values: typeof virtualAccounts.$inferInsert) => {
  await tx.insert(virtualAccounts).values(values);
};

export const updateVirtualAccount = async (
  tx: Tx,
  id: string,
  values: Partial<typeof virtualAccounts.$inferInsert>,
) => {
  await touchWhere(tx, virtualAccounts, { id }, values);
};

/** The enabled accounts (for the operator's simulate picker and the collection filter). */
export const enabledVirtualAccounts = async (tx: Tx, partnerId: string | null) =>
  (
    await joined(tx)
      .where(and(where(partnerId, {}), eq(virtualAccounts.status, VA_STATUS.ENABLED)))
      .orderBy(desc(virtualAccounts.createdAt))
  ).map(flatRow);
