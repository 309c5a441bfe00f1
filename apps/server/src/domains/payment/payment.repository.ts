import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts, merchants } from '../../db/schema/index';

/**
 * The onboarding status of one of the partner's merchants, or undefined: another partner's merchant is "not
 * found" (DESIGN §6). Only an approved merchant has accounts (product 12); a closed one keeps them.
 */
export const merchantStatusOf = async (tx: Tx, partnerId: string, merchantId: string) => {
  const [row] = await tx
    .select({ status: merchants.status })
    .from(merchants)
    .where(and(eq(merchants.partnerId, partnerId), eq(merchants.id, merchantId)));
  return row?.status;
};

/** The partner's merchant accounts (product 12), by merchant and currency, with the merchant's name and number. */
export const merchantLedgerAccounts = (tx: Tx, partnerId: string) =>
  tx
    .select({
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      onHold: ledgerAccounts.onHold,
      merchantNo: merchants.merchantNo,
      merchantName: sql<string>`concat_ws(' ', ${merchants.firstName}, nullif(${merchants.middleName}, ''), ${merchants.lastName})`,
      status: merchants.status,
    })
    .from(ledgerAccounts)
    .innerJoin(merchants, sql`${merchants.id}::text = ${ledgerAccounts.ownerId}`)
    .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.kind, 'merchant')))
    .orderBy(merchants.merchantNo, ledgerAccounts.currency);
