import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts } from '../db/schema/index';
import { newId } from '../platform/crypto';

/**
 * Account kinds (DESIGN §5). Every account belongs to one partner, platform accounts included, so that
 * a partner's entries never leave its own accounts and the ledger shards by partner.
 */
export const CUSTOMER_KINDS = ['partner', 'merchant', 'card'] as const;
export const PLATFORM_KINDS = [
  'platform_bank',
  'platform_card_network',
  'platform_fees',
  'platform_fx',
] as const;
export type AccountKind = (typeof CUSTOMER_KINDS)[number] | (typeof PLATFORM_KINDS)[number];

export type AccountRef = { partnerId: string; kind: AccountKind; ownerId: string; currency: string };

const isCustomerKind = (kind: AccountKind) => (CUSTOMER_KINDS as readonly string[]).includes(kind);

/** Finds or opens the account for (partner, kind, owner, currency); safe under concurrency. */
export const ensureAccount = async (tx: Tx, ref: AccountRef) => {
  const where = and(
    eq(ledgerAccounts.partnerId, ref.partnerId),
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.ownerId, ref.ownerId),
    eq(ledgerAccounts.currency, ref.currency),
  );
  const [found] = await tx.select().from(ledgerAccounts).where(where);
  if (found) return found;
  await tx
    .insert(ledgerAccounts)
    .values({ id: newId(), ...ref, isCustomer: isCustomerKind(ref.kind) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(ledgerAccounts).where(where);
  if (!row) throw new Error('account could not be opened');
  return row;
};

export const partnerAccount = (partnerId: string, currency: string): AccountRef => ({
  partnerId,
  kind: 'partner',
  ownerId: partnerId,
  currency,
});

export const platformAccount = (
  partnerId: string,
  kind: (typeof PLATFORM_KINDS)[number],
  currency: string,
): AccountRef => ({ partnerId, kind, ownerId: kind, currency });
