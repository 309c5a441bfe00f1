import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/index';
import { AppError } from '../platform/errors';
import { newId } from '../platform/crypto';
import { inTransaction, requestHash } from './ledger.tx';

export type PostingSpec = { accountId: string; amount: bigint };

export type EntrySpec = {
  partnerId: string;
  /** Spec §3 transaction type (100 Deposit … 500 Fee). */
  type: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
  postings: PostingSpec[];
};

export type PostedLine = { accountId: string; currency: string; amount: bigint; balanceAfter: bigint };
export type EntryResult = { entryId: string; replayed: boolean; createdAt: Date; lines: PostedLine[] };

/** Balance changes to apply to locked accounts: balance and on-hold deltas per account. */
export type AccountDelta = { balance: bigint; onHold: bigint };

type LockedAccount = typeof ledgerAccounts.$inferSelect;

/** Locks the accounts in one fixed order (by id), so two transfers over the same accounts never deadlock. */
export const lockAccounts = async (
  tx: Tx,
  partnerId: string,
  ids: string[],
): Promise<Map<string, LockedAccount>> => {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, unique), eq(ledgerAccounts.partnerId, partnerId)))
    .orderBy(ledgerAccounts.id)
    .for('update');
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return new Map(rows.map((r) => [r.id, r]));
};

/** Writes new balances and holds of locked accounts in one statement, refusing a negative available. */
export const applyDeltas = async (
  tx: Tx,
  accounts: Map<string, LockedAccount>,
  deltas: Map<string, AccountDelta>,
) => {
  const values = [];
  for (const [id, delta] of deltas) {
    const account = accounts.get(id)!;
    const balance = account.balance + delta.balance;
    const onHold = account.onHold + delta.onHold;
    if (account.isCustomer && balance - onHold < 0n)
      throw new AppError('INSUFFICIENT_FUNDS', { currency: account.currency });
    account.balance = balance;
    account.onHold = onHold;
    values.push(sql`(${id}::uuid, ${balance.toString()}::bigint, ${onHold.toString()}::bigint)`);
  }
  if (values.length === 0) return;
  await tx.execute(sql`
    update ledger_accounts as a set balance = v.balance, on_hold = v.on_hold, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, balance, on_hold)
    where a.id = v.id`);
};

const checkBalanced = (spec: EntrySpec, accounts: Map<string, LockedAccount>) => {
  if (spec.postings.length < 2)
    throw new AppError('AMOUNT_INVALID', { detail: 'an entry needs two postings' });
  const sums = new Map<string, bigint>();
  for (const p of spec.postings) {
    if (p.amount === 0n) throw new AppError('AMOUNT_INVALID', { detail: 'a posting cannot be zero' });
    const currency = accounts.get(p.accountId)!.currency;
    sums.set(currency, (sums.get(currency) ?? 0n) + p.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n)
      throw new Error(`ledger entry does not balance in ${currency} (${sum}): a bug, not a user error`);
};

const replay = async (tx: Tx, spec: EntrySpec, hash: string): Promise<EntryResult> => {
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.partnerId, spec.partnerId), eq(ledgerEntries.idempotencyKey, spec.idempotencyKey)),
    );
  if (!existing) throw new Error('idempotency conflict without an entry');
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  const lines = await tx
    .select({
      accountId: ledgerPostings.accountId,
      currency: ledgerPostings.currency,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, existing.id))
    .orderBy(ledgerPostings.id);
  return { entryId: existing.id, replayed: true, createdAt: existing.createdAt, lines };
};

/**
 * Posts a balanced entry inside the caller's transaction (orders write their own rows beside it).
 * `extraDeltas` lets holds move `on_hold` in the same account update.
 */
export const postEntryTx = async (
  tx: Tx,
  spec: EntrySpec,
  extraDeltas?: Map<string, AccountDelta>,
): Promise<EntryResult> => {
  const hash = requestHash({ ...spec, idempotencyKey: undefined });
  const entryId = newId();
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      id: entryId,
      partnerId: spec.partnerId,
      type: spec.type,
      idempotencyKey: spec.idempotencyKey,
      requestHash: hash,
      description: spec.description ?? '',
      metadata: spec.metadata ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id, createdAt: ledgerEntries.createdAt });
  if (!inserted) return replay(tx, spec, hash);

  const accounts = await lockAccounts(tx, spec.partnerId, [
    ...spec.postings.map((p) => p.accountId),
    ...(extraDeltas?.keys() ?? []),
  ]);
  checkBalanced(spec, accounts);

  // Running balances in posting order, then one update per account.
  const running = new Map([...accounts].map(([id, a]) => [id, a.balance]));
  const lines: PostedLine[] = spec.postings.map((p) => {
    const after = running.get(p.accountId)! + p.amount;
    running.set(p.accountId, after);
    return {
      accountId: p.accountId,
      currency: accounts.get(p.accountId)!.currency,
      amount: p.amount,
      balanceAfter: after,
    };
  });
  const deltas = new Map<string, AccountDelta>(extraDeltas ?? []);
  for (const p of spec.postings) {
    const d = deltas.get(p.accountId) ?? { balance: 0n, onHold: 0n };
    deltas.set(p.accountId, { balance: d.balance + p.amount, onHold: d.onHold });
  }
  await applyDeltas(tx, accounts, deltas);
  await tx.insert(ledgerPostings).values(lines.map((l) => ({ entryId, partnerId: spec.partnerId, ...l })));
  return { entryId, replayed: false, createdAt: inserted.createdAt, lines };
};

/** Posts an entry in its own transaction, with bounded retry on serialization failures and deadlocks. */
export const postEntry = (db: Db, spec: EntrySpec) => inTransaction(db, (tx) => postEntryTx(tx, spec));
