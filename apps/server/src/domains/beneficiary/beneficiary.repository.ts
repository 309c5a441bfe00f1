import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { beneficiaries } from '../../db/schema/index';
import { partnerListFilter } from '../../db/filters';
import { orderedPage } from '../../db/paging';
import { firstWhere } from '../../db/lookup';
import { insertOne, touchedRow } from '../../db/writes';

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

export const findBeneficiary = async (tx: Tx, partnerId: string, id: string, lock = false) =>
  firstWhere(tx, beneficiaries, { partnerId, id }, lock);

export const insertBeneficiary = async (tx: Tx, values: typeof beneficiaries.$inferInsert) =>
  insertOne(tx, beneficiaries, values);

/** The partner's beneficiary changed; undefined: another partner's id (nothing changed). */
export const updateBeneficiary = async (
  tx: Tx,
  partnerId: string,
  id: string,
  values: Partial<typeof beneficiaries.$inferInsert>,
) => touchedRow(tx, beneficiaries, { partnerId, id }, values);

export const deleteBeneficiary = (tx: Tx, partnerId: string, id: string) =>
  tx.delete(beneficiaries).where(and(eq(beneficiaries.partnerId, partnerId), eq(beneficiaries.id, id)));

/** The account fields that, with the name and the currency, make a beneficiary the same payee. */
export type PayeeIdentity = Pick<
  BeneficiaryRow,
  'name' | 'currency' | 'accountType' | 'bankCountry' | 'iban' | 'bankNumber' | 'bsbNumber' | 'branchCode'
>;

/**
 * The partner's beneficiary that is the same payee as `p` (the name compared without case or spacing; the
 * bank data is stored normalised), other than `exceptId`. Asked under the partner's lock.
 */
export const findSamePayee = async (tx: Tx, partnerId: string, p: PayeeIdentity, exceptId?: string) => {
  const squeezed = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  const [row] = await tx
    .select({ id: beneficiaries.id, name: beneficiaries.name })
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.partnerId, partnerId),
        eq(
          sql`lower(regexp_replace(btrim(${beneficiaries.name}), '[[:space:]]+', ' ', 'g'))`,
          squeezed(p.name),
        ),
        eq(beneficiaries.currency, p.currency),
        eq(beneficiaries.accountType, p.accountType),
        eq(beneficiaries.bankCountry, p.bankCountry),
        eq(beneficiaries.iban, p.iban),
        eq(beneficiaries.bankNumber, p.bankNumber),
        eq(beneficiaries.bsbNumber, p.bsbNumber),
        eq(beneficiaries.branchCode, p.branchCode),
        exceptId ? ne(beneficiaries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
};
