import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';
import { ledgerAccounts } from '../db/schema/index';
import { AppError } from '../platform/errors';
import { newId } from '../platform/crypto';
import { EntryBatcher, entryShapeError } from './ledger.batch';
import { pgCode, pgField, requestHash } from './ledger.tx';
import type { EntryResult, EntrySpec } from './ledger.types';
import { perDb } from '../db/per-db';

export type { EntryResult, EntrySpec, PostedLine, PostingSpec } from './ledger.types';

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

/** What `ledger_post` (migration 0007) answers: one row per posting, amounts as text. */
type PostRow = {
  r_entry_id: string;
  r_created_at: string;
  r_replayed: boolean;
  r_account_id: string;
  r_currency: string;
  r_amount: string;
  r_balance_after: string;
};

/** The function's own refusals as the application's errors; anything else stays what it was. */
const refusal = (err: unknown): unknown => {
  switch (pgCode(err)) {
    case 'RL404':
      return new AppError('NOT_FOUND');
    case 'RL402':
      return new AppError('INSUFFICIENT_FUNDS', { currency: pgField(err, 'detail') ?? '' });
    case 'RL409':
      return new AppError('IDEMPOTENCY_MISMATCH');
    case 'RL500':
      return new Error(`ledger entry does not balance: a bug, not a user error (${String(err)})`);
    default:
      return err;
  }
};

/** A PostgreSQL array literal of ids or integers (never user text: ids are uuids, amounts bigints). */
const pgArray = (items: readonly (string | bigint)[]) => `{${items.join(',')}}`;

/**
 * Posts a balanced entry: in the caller's transaction when given one (orders write their own rows beside it),
 * else as one statement that is its own transaction. `holdDeltas` moves `on_hold` of accounts in the same
 * update (a capture releasing its hold). The work is one database round trip: `ledger_post` (migration 0007)
 * inserts the entry idempotently, locks the accounts in id order, checks the balance per currency and the
 * available funds, writes the postings with running balances and moves the balances.
 */
export const postEntryTx = async (
  tx: Tx,
  spec: EntrySpec,
  holdDeltas?: Map<string, bigint>,
): Promise<EntryResult> => {
  const shape = entryShapeError(spec);
  if (shape) throw shape;
  const hash = requestHash({ ...spec, idempotencyKey: undefined });
  const holds = [...(holdDeltas ?? [])];
  let rows: PostRow[];
  try {
    rows = await rowsOf<PostRow>(
      tx,
      sql`select * from ledger_post(
        ${newId()}::uuid, ${spec.partnerId}::uuid, ${spec.type}::smallint, ${spec.idempotencyKey}, ${hash},
        ${spec.description ?? ''}, ${spec.metadata ? JSON.stringify(spec.metadata) : null}::jsonb,
        ${pgArray(spec.postings.map((p) => p.accountId))}::uuid[], ${pgArray(spec.postings.map((p) => p.amount))}::bigint[],
        ${pgArray(holds.map(([id]) => id))}::uuid[], ${pgArray(holds.map(([, d]) => d))}::bigint[])`,
    );
  } catch (err) {
    throw refusal(err);
  }
  return toResult(rows);
};

const toResult = (rows: PostRow[]): EntryResult => {
  const first = rows[0];
  if (!first) throw new Error('ledger_post answered no postings');
  return {
    entryId: first.r_entry_id,
    replayed: first.r_replayed,
    createdAt: new Date(first.r_created_at),
    lines: rows.map((r) => ({
      accountId: r.r_account_id,
      currency: r.r_currency,
      amount: BigInt(r.r_amount),
      balanceAfter: BigInt(r.r_balance_after),
    })),
  };
};

const batcherOf = perDb((db: Db) => new EntryBatcher(db));

/**
 * Posts an entry as its own transaction, grouped with the entries posted at the same moment (group commit),
 * with bounded retry on serialization failures and deadlocks. Resolves once the entry is committed.
 */
export const postEntry = (db: Db, spec: EntrySpec): Promise<EntryResult> => {
  return batcherOf(db).post(spec);
};
