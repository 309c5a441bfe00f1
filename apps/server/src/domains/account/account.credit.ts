import type { Tx } from '../../db/client';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntryTx } from '../../ledger/ledger.post';
import type { EntrySpec } from '../../ledger/ledger.types';
import { transactionOfEntry } from './account.repository';

/**
 * Money the platform's bank received for a partner (a deposit, a collection): `amount` posted from the
 * platform's bank account in `currency` to the partner's own, as the entry `spec` describes; answers the entry
 * and the id of the account transaction it listed on the partner's account (undefined: none yet).
 */
export const creditFromBank = async (
  tx: Tx,
  currency: string,
  amount: bigint,
  spec: Omit<EntrySpec, 'postings'> & { description: string; metadata: Record<string, unknown> },
) => {
  const bank = await ensureAccount(tx, platformAccount(spec.partnerId, 'platform_bank', currency));
  const account = await ensureAccount(tx, partnerAccount(spec.partnerId, currency));
  const entry = await postEntryTx(tx, {
    partnerId: spec.partnerId,
    type: spec.type,
    idempotencyKey: spec.idempotencyKey,
    description: spec.description,
    metadata: spec.metadata,
    postings: [
      { accountId: bank.id, amount: -amount },
      { accountId: account.id, amount },
    ],
  });
  const transactionId = await transactionOfEntry(tx, spec.partnerId, entry.entryId, account.id);
  return { entry, transactionId };
};
