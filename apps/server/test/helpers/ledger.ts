import { partners } from '../../src/db/schema/index';
import type { Db } from '../../src/db/client';
import { newId } from '../../src/platform/crypto';
import { ensureAccount, partnerAccount, platformAccount } from '../../src/ledger/ledger.accounts';
import { postEntry, type EntrySpec } from '../../src/ledger/ledger.post';

/** A partner with its USD/EUR accounts and the platform accounts it trades against. */
export const makePartner = async (db: Db, name = 'Ledger Test Co.') => {
  const id = newId();
  await db.insert(partners).values({ id, name });
  const open = async (currency: string) => ({
    partner: await ensureAccount(db, partnerAccount(id, currency)),
    bank: await ensureAccount(db, platformAccount(id, 'platform_bank', currency)),
    fees: await ensureAccount(db, platformAccount(id, 'platform_fees', currency)),
    fx: await ensureAccount(db, platformAccount(id, 'platform_fx', currency)),
  });
  const usd = await open('USD');
  const eur = await open('EUR');
  let seq = 0;
  return {
    id,
    usd,
    eur,
    /** Money enters only the way a bank would credit it: bank settlement → partner account. */
    deposit: (amount: bigint, currency: 'USD' | 'EUR' = 'USD', key = `dep-${id}-${seq++}`) => {
      const a = currency === 'USD' ? usd : eur;
      return postEntry(db, {
        partnerId: id,
        type: 100,
        idempotencyKey: key,
        postings: [
          { accountId: a.bank.id, amount: -amount },
          { accountId: a.partner.id, amount },
        ],
      });
    },
    /** A withdrawal (type 110) of `amount` from `from` (the partner's USD account) to the USD bank account. */
    withdrawal: (amount: bigint, idempotencyKey: string, from = usd.partner.id): EntrySpec => ({
      partnerId: id,
      type: 110,
      idempotencyKey,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: usd.bank.id, amount },
      ],
    }),
  };
};
