import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';

/**
 * A merchant of this partner is one that has a merchant account (product 12) with it: merchant onboarding
 * opens those. Another partner's merchant is "not found" (DESIGN §6).
 */
export const merchantExists = async (tx: Tx, partnerId: string, merchantId: string) => {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.partnerId, partnerId),
        eq(ledgerAccounts.kind, 'merchant'),
        eq(ledgerAccounts.ownerId, merchantId),
      ),
    )
    .limit(1);
  return !!row;
};

/** The partner's merchant accounts (product 12), by merchant and currency. */
export const merchantLedgerAccounts = (tx: Tx, partnerId: string) =>
  tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.kind, 'merchant')))
    .orderBy(ledgerAccounts.ownerId, ledgerAccounts.currency);
