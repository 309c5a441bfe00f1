import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { partners } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';

/** The customer partners (every partner but the operator), by name: what the operator's pickers list. */
export const customerPartners = (tx: Tx) =>
  tx
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.isOperator, false))
    .orderBy(partners.name);

/** A customer partner by id; the operator's own partner is not a customer and is not found here. */
export const findCustomerPartner = async (tx: Tx, id: string) => {
  const row = await firstWhere(tx, partners, { id });
  return row && !row.isOperator ? row : undefined;
};

/** Any partner by id, the operator included (a statement names the partner it belongs to). */
export const findPartner = async (tx: Tx, id: string) => firstWhere(tx, partners, { id });
