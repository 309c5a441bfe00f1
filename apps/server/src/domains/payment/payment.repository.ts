import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts, merchants } from '../../db/schema/index';

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
