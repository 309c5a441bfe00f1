import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { cardLookupAttempts, cardLookupTokens, cards } from '../../db/schema/index';
import { firstWhere } from '../../db/lookup';

export type AttemptRow = typeof cardLookupAttempts.$inferSelect;

export const findAttempts = async (tx: Tx, fingerprint: string) =>
  firstWhere(tx, cardLookupAttempts, { panFingerprint: fingerprint });

/**
 * Counts one wrong try in a single statement (parallel tries cannot overwrite each other's count): a count
 * older than `windowMs` starts again; reaching `max` locks the PAN until `lockUntil` and starts the count again.
 */
export const countFailure = async (
  tx: Tx,
  fingerprint: string,
  at: Date,
  windowStart: Date,
  max: number,
  lockUntil: Date,
) => {
  const [row] = await rowsOf<{ locked: boolean }>(
    tx,
    sql`insert into card_lookup_attempts as a (pan_fingerprint, failures, first_failure_at, locked_until, updated_at)
        values (${fingerprint}, 1, ${at.toISOString()}::timestamptz,
          case when 1 >= ${max}::int then ${lockUntil.toISOString()}::timestamptz end, now())
        on conflict (pan_fingerprint) do update set
          failures = case when a.first_failure_at is null or a.first_failure_at < ${windowStart.toISOString()}::timestamptz
                          then 1 else a.failures + 1 end,
          first_failure_at = case when a.first_failure_at is null or a.first_failure_at < ${windowStart.toISOString()}::timestamptz
                          then ${at.toISOString()}::timestamptz else a.first_failure_at end,
          updated_at = now()
        returning (failures >= ${max}::int) as locked`,
  );
  if (row?.locked)
    await tx
      .update(cardLookupAttempts)
      .set({ failures: 0, firstFailureAt: null, lockedUntil: lockUntil, updatedAt: new Date() })
      .where(eq(cardLookupAttempts.panFingerprint, fingerprint));
  return !!row?.locked;
};

export const clearAttempts = (tx: Tx, fingerprint: string) =>
  tx.delete(cardLookupAttempts).where(eq(cardLookupAttempts.panFingerprint, fingerprint));

export const findCardByFingerprint = async (tx: Tx, fingerprint: string) =>
  firstWhere(tx, cards, { panFingerprint: fingerprint });

export const findCardById = async (tx: Tx, id: string) => firstWhere(tx, cards, { id });

export const insertToken = (tx: Tx, values: typeof cardLookupTokens.$inferInsert) =>
  tx.insert(cardLookupTokens).values(values);

/** A token still valid; expired ones are removed on the way. */
export const findLiveToken = async (tx: Tx, tokenHash: string, now: Date) => {
  const [row] = await tx
    .select()
    .from(cardLookupTokens)
    .where(and(eq(cardLookupTokens.tokenHash, tokenHash), gt(cardLookupTokens.expiresAt, now)));
  return row;
};

export const deleteExpiredTokens = (tx: Tx, now: Date) =>
  tx.delete(cardLookupTokens).where(lt(cardLookupTokens.expiresAt, now));

export const tokensIssuedSince = async (tx: Tx, cardId: string, since: Date) => {
  const [row] = await tx
    .select({ n: count() })
    .from(cardLookupTokens)
    .where(and(eq(cardLookupTokens.cardId, cardId), gt(cardLookupTokens.createdAt, since)));
  return row?.n ?? 0;
};

export type LookupTxn = {
  id: string;
  type: number;
  status: number;
  amount: string;
  description: string;
  merchantName: string;
  ts: string;
};

/**
 * The transactions of the account the card spends, newest first: all of a top-up card's own account; on a
 * shared card's merchant account only the lines that name this card (never the merchant's or other cards'
 * money). `pending` picks the Pending lines (money on hold, status 11, listed from their hold) or the rest.
 */
export const latestTransactions = (
  tx: Tx,
  accountId: string,
  cardId: string,
  ownAccount: boolean,
  pending: boolean,
  limit: number,
) =>
  rowsOf<LookupTxn>(
    tx,
    sql`select t.id::text as id, t.type::int as type, t.status::int as status, t.amount::text as amount,
          t.description, coalesce(t.counterparty_name, '') as "merchantName",
          to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts
        from account_transactions t
        left join ledger_entries e on e.id = t.entry_id
        left join ledger_holds h on h.id = t.hold_id
        where t.account_id = ${accountId}::uuid
          and ${pending ? sql`t.status = 11` : sql`t.status <> 11`}
          and ${ownAccount ? sql`true` : sql`coalesce(e.metadata, h.metadata) ->> 'cardId' = ${cardId}`}
        order by t.created_at desc, t.id desc
        limit ${limit}`,
  );
