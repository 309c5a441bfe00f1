import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { beneficiaries } from '../../db/schema/index';
import { partnerListFilter } from '../../db/filters';
import { orderedPage } from '../../db/paging';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryFilter = { search?: string; status?: number; currency?: string };

const where = (partnerId: string, f: BeneficiaryFilter) =>
  partnerListFilter(
    beneficiaries,
    [beneficiaries.name, beneficiaries.companyName, beneficiaries.bankNumber, beneficiaries.iban],
    partnerId,
    f,
  );

export const pageBeneficiaries = async (
  tx: Tx,
  partnerId: string,
  f: BeneficiaryFilter,
  page: number,
  size: number,
) => {
  const order = [desc(beneficiaries.createdAt), desc(beneficiaries.id)];
  const rows = tx.select().from(beneficiaries).$dynamic();
  return orderedPage(tx, beneficiaries, rows, where(partnerId, f), order, page, size);
};

export const findBeneficiary = async (tx: Tx, partnerId: string, id: string, lock = false) => {
  const q = tx
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.partnerId, partnerId), eq(beneficiaries.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
};

export const insertBeneficiary = async (tx: Tx, values: typeof beneficiaries.$inferInsert) => {
  const [row] = await tx.insert(beneficiaries).values(values).returning();
  return row!;
};

export const updateBeneficiary = async (
  tx: Tx,
  partnerId: string,
  id: string,
  values: Partial<typeof beneficiaries.$inferInsert>,
) => {
  const [row] = await tx
    .update(beneficiaries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(beneficiaries.partnerId, partnerId), eq(beneficiaries.id, id)))
    .returning();
  return row;
};

export const deleteBeneficiary = (tx: Tx, partnerId: string, id: string) =>
  tx.delete(beneficiaries).where(and(eq(beneficiaries.partnerId, partnerId), eq(beneficiaries.id, id)));
