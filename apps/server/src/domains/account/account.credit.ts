import type { AuditSubject } from '@remit/contract/log';
import { toDecimal } from '@remit/contract/money';
import type { Tx } from '../../db/client';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntryTx } from '../../ledger/ledger.post';
import type { EntrySpec } from '../../ledger/ledger.types';
import { writeAudit } from '../../platform/audit';
import { transactionOfEntry } from './account.repository';

/** The audit entry of a bank credit: the record credited, and what its entry says besides the money. */
export type BankCreditAudit = {
  subject: AuditSubject;
  subjectId: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/**
 * What the bank received when it differs from what is credited: `amount` minor units of `currency`, converted
 * at `rate` (units of the credited currency per one unit of `currency`).
 */
export type BankConversion = { currency: string; amount: bigint; rate: string };

/**
 * Money the platform's bank received for a partner (a deposit, a collection): `amount` posted from the
 * platform's bank account in `currency` to the partner's own, as the entry `spec` describes, and audited as the
 * system's `credit` of `audit`'s record with the amount, currency and account transaction. With `received`, the
 * bank took another currency: it enters the bank account in that currency and converts through the platform's
 * FX position accounts (as an exchange does) in the same entry, balanced per currency, and the account
 * transaction carries the received currency, amount and rate (spec §3 transaction currency and amount,
 * conversion rate). Answers the entry and the id of the account transaction it listed on the partner's account
 * (null: none yet).
 */
export const creditFromBank = async (
  tx: Tx,
  currency: string,
  amount: bigint,
  spec: Omit<EntrySpec, 'postings'> & { description: string; metadata: Record<string, unknown> },
  audit: BankCreditAudit,
  received?: BankConversion,
) => {
  const paid = received && received.currency !== currency ? received : undefined;
  const bank = await ensureAccount(
    tx,
    platformAccount(spec.partnerId, 'platform_bank', paid?.currency ?? currency),
  );
  const account = await ensureAccount(tx, partnerAccount(spec.partnerId, currency));
  const postings = paid
    ? [
        { accountId: bank.id, amount: -paid.amount },
        {
          accountId: (await ensureAccount(tx, platformAccount(spec.partnerId, 'platform_fx', paid.currency)))
            .id,
          amount: paid.amount,
        },
        {
          accountId: (await ensureAccount(tx, platformAccount(spec.partnerId, 'platform_fx', currency))).id,
          amount: -amount,
        },
        { accountId: account.id, amount },
      ]
    : [
        { accountId: bank.id, amount: -amount },
        { accountId: account.id, amount },
      ];
  const txn = (spec.metadata.txn ?? {}) as Record<string, unknown>;
  const entry = await postEntryTx(tx, {
    partnerId: spec.partnerId,
    type: spec.type,
    idempotencyKey: spec.idempotencyKey,
    description: spec.description,
    metadata: paid
      ? {
          ...spec.metadata,
          txn: { ...txn, currency: paid.currency, amount: paid.amount.toString(), rate: paid.rate },
        }
      : spec.metadata,
    postings,
  });
  const transactionId = (await transactionOfEntry(tx, spec.partnerId, entry.entryId, account.id)) ?? null;
  await writeAudit(tx, {
    partnerId: spec.partnerId,
    userId: null,
    action: 'credit',
    subject: audit.subject,
    subjectId: audit.subjectId,
    before: audit.before,
    after: {
      ...audit.after,
      amount: toDecimal(amount, currency),
      currency,
      ...(paid
        ? {
            receivedAmount: toDecimal(paid.amount, paid.currency),
            receivedCurrency: paid.currency,
            rate: paid.rate,
          }
        : {}),
      transactionId,
    },
  });
  return { entry, transactionId: transactionId === null ? null : BigInt(transactionId) };
};
