import { and, asc, count, desc, eq, getTableColumns, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuthorizationPageRequest } from '@remit/contract/card-authorization';
import type { Tx } from '../../db/client';
import { searchIn, withinDays } from '../../db/filters';
import { coalescing } from '../../db/coalesce';
import { cardAuthorizations, cards, merchants } from '../../db/schema/index';
import { perDb } from '../../db/per-db';
import { firstWhere } from '../../db/lookup';
import { insertOne, touchedRow } from '../../db/writes';

export type AuthorizationRow = typeof cardAuthorizations.$inferSelect;
export type NewAuthorization = typeof cardAuthorizations.$inferInsert;

export const findByMessageId = async (tx: Tx, networkMessageId: string) =>
  firstWhere(tx, cardAuthorizations, { networkMessageId });

export const findAuthorization = async (tx: Tx, partnerId: string, id: string, lock = false) =>
  firstWhere(tx, cardAuthorizations, { id, partnerId }, lock);

export const insertAuthorization = async (tx: Tx, values: NewAuthorization) =>
  insertOne(tx, cardAuthorizations, values);

export const updateAuthorization = async (tx: Tx, id: string, values: Partial<NewAuthorization>) =>
  (await touchedRow(tx, cardAuthorizations, { id }, values))!;

export type LimitUsage = { total: bigint; daily: bigint; monthly: bigint; dailyCount: bigint };

/**
 * What a card has used of its limits, in billing minor units: each approved authorization counts what it
 * holds while open, what was settled once cleared, nothing once reversed or expired. Read under the card's
 * lock, so two decisions on one card never both see the same room.
 */
export const limitUsage = async (tx: Tx, cardId: string, now = new Date()): Promise<LimitUsage> => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const effective = sql`case ${cardAuthorizations.settleStatus}
    when 'reversed' then 0
    when 'unsettled' then ${cardAuthorizations.billingAmount}
    else ${cardAuthorizations.settledBillingAmount} end`;
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${effective}), 0)::text`,
      monthly: sql<string>`coalesce(sum(${effective}) filter (where ${cardAuthorizations.createdAt} >= ${month}), 0)::text`,
      daily: sql<string>`coalesce(sum(${effective}) filter (where ${cardAuthorizations.createdAt} >= ${day}), 0)::text`,
      dailyCount: sql<string>`(count(*) filter (where ${cardAuthorizations.createdAt} >= ${day}))::text`,
    })
    .from(cardAuthorizations)
    .where(
      and(
        eq(cardAuthorizations.cardId, cardId),
        eq(cardAuthorizations.messageType, 'authorization'),
        eq(cardAuthorizations.authStatus, 'approval'),
      ),
    );
  return {
    total: BigInt(row?.total ?? '0'),
    monthly: BigInt(row?.monthly ?? '0'),
    daily: BigInt(row?.daily ?? '0'),
    dailyCount: BigInt(row?.dailyCount ?? '0'),
  };
};

/** Approved authorizations past their clearing window, oldest first. */
export const expiredOpen = async (tx: Tx, now: Date, size = 200) =>
  tx
    .select({ id: cardAuthorizations.id, partnerId: cardAuthorizations.partnerId })
    .from(cardAuthorizations)
    .where(and(eq(cardAuthorizations.settleStatus, 'unsettled'), lt(cardAuthorizations.expiresAt, now)))
    .orderBy(asc(cardAuthorizations.expiresAt))
    .limit(size);

const where = (partnerId: string, f: Omit<AuthorizationPageRequest, 'page' | 'size'>) => {
  const parts: (SQL | undefined)[] = [eq(cardAuthorizations.partnerId, partnerId)];
  if (f.cardId) parts.push(eq(cardAuthorizations.cardId, f.cardId));
  if (f.recordType) parts.push(eq(cardAuthorizations.recordType, f.recordType));
  if (f.authStatus) parts.push(eq(cardAuthorizations.authStatus, f.authStatus));
  if (f.settleStatus) parts.push(eq(cardAuthorizations.settleStatus, f.settleStatus));
  parts.push(...withinDays(cardAuthorizations.createdAt, f.createdFrom, f.createdTo));
  parts.push(
    searchIn(
      f.search,
      cardAuthorizations.recordNo,
      cardAuthorizations.authCode,
      cardAuthorizations.acceptorName,
      cards.panLast4,
    ),
  );
  return and(...parts);
};

/**
 * What the reversals that followed an authorization gave back, in minor units of `column`: `all` counts every
 * reversal (a network's and an expiry), `reductions` only a network's, which lowers the record's open amount
 * (an expiry leaves it as it was). Zero for a record nothing follows.
 */
const reversedSum = (column: 'transaction_amount' | 'billing_amount', which: 'all' | 'reductions') =>
  sql<string>`(select coalesce(sum(f.${sql.raw(column)}), 0)::text from card_authorizations f
    where f.original_id = ${cardAuthorizations.id} and f.partner_id = ${cardAuthorizations.partnerId}
      and f.message_type = 'reversal'${which === 'reductions' ? sql` and f.record_type = 'cardAuthorization'` : sql``})`;

/** An authorization's reversals (see `reversedSum`); the fast path answers new approvals, which have none. */
export type ReversedSums = {
  reversedTxn: string;
  reversedBilling: string;
  reducedTxn: string;
  reducedBilling: string;
};

const joinedSelect = (tx: Tx) =>
  tx
    .select({
      row: cardAuthorizations,
      bin: cards.bin,
      last4: cards.panLast4,
      firstName: merchants.firstName,
      middleName: merchants.middleName,
      lastName: merchants.lastName,
      reversedTxn: reversedSum('transaction_amount', 'all'),
      reversedBilling: reversedSum('billing_amount', 'all'),
      reducedTxn: reversedSum('transaction_amount', 'reductions'),
      reducedBilling: reversedSum('billing_amount', 'reductions'),
    })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .innerJoin(merchants, eq(merchants.id, cards.merchantId));
export type JoinedAuthorization = Awaited<ReturnType<ReturnType<typeof joinedSelect>['where']>>[number];

export const pageAuthorizations = async (
  tx: Tx,
  partnerId: string,
  f: Omit<AuthorizationPageRequest, 'page' | 'size'>,
  page: number,
  size: number,
) => {
  const w = where(partnerId, f);
  const [total] = await tx
    .select({ n: count() })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .where(w);
  const records = await joinedSelect(tx)
    .where(w)
    .orderBy(desc(cardAuthorizations.createdAt), desc(cardAuthorizations.id))
    .limit(size)
    .offset((page - 1) * size);
  return { records, total: total?.n ?? 0 };
};

export const findJoined = async (tx: Tx, partnerId: string, id: string) => {
  const [row] = await joinedSelect(tx).where(
    and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.partnerId, partnerId)),
  );
  return row;
};

/** An authorization and every message that followed it, oldest first. */
export const lifecycle = async (tx: Tx, partnerId: string, rootId: string) =>
  joinedSelect(tx)
    .where(
      and(
        eq(cardAuthorizations.partnerId, partnerId),
        or(eq(cardAuthorizations.id, rootId), eq(cardAuthorizations.originalId, rootId)),
      ),
    )
    .orderBy(asc(cardAuthorizations.createdAt), asc(cardAuthorizations.recordNo));

/** What `card_authorize` (migration 0018) needs: the message, the ids and the clock the service chose. */
export type FastAuthorization = {
  id: string;
  holdId: string;
  partnerId: string;
  userId: string;
  ip: string;
  cardId: string;
  networkMessageId: string;
  requestHash: string;
  type: 'authorization' | 'verification';
  amount: bigint;
  currency: string | null;
  exponent: number;
  todayMonth: string;
  day: Date;
  monthStart: Date;
  authCode: string;
  expiresAt: Date;
  mcc: string;
  acquirerId: string;
  acceptorId: string;
  acceptorName: string;
  country: string;
  holdType: number;
  txnJson: string;
  /** The access epoch of an actor kept from an earlier request (checked first), or null (read by this one). */
  epoch: string | null;
};

const ph = (name: keyof FastAuthorization) => sql.placeholder(name);

/** The record's columns as `card_authorize` answers them (`(r.o_record).column`), read as drizzle reads the table. */
const recordFields = Object.fromEntries(
  Object.entries(getTableColumns(cardAuthorizations)).map(([key, column]) => [
    key,
    sql`(r.o_record).${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as unknown as {
  [K in keyof AuthorizationRow]: SQL.Aliased<AuthorizationRow[K]> | SQL<AuthorizationRow[K]>;
};

/** The record and its card's columns, as both calls answer them (the joined authorization). */
const joinedFields = {
  row: recordFields,
  bin: sql<string>`r.o_bin`,
  last4: sql<string>`r.o_last4`,
  firstName: sql<string>`r.o_first_name`,
  middleName: sql<string>`r.o_middle_name`,
  lastName: sql<string>`r.o_last_name`,
  reversedTxn: sql<string>`'0'`,
  reversedBilling: sql<string>`'0'`,
  reducedTxn: sql<string>`'0'`,
  reducedBilling: sql<string>`'0'`,
};

/** The call, prepared once per database: its plan is made once per connection, not parsed on every message. */
const fastQuery = perDb((db: Tx) =>
  db
    .select({ outcome: sql<'replay' | 'approved' | 'stale'>`r.o_outcome`, ...joinedFields })
    .from(
      sql`card_authorize_as(${ph('epoch')}::bigint, ${ph('id')}::uuid, ${ph('holdId')}::uuid, ${ph('partnerId')}::uuid, ${ph('userId')}::uuid,
        ${ph('ip')}::varchar, ${ph('cardId')}::uuid, ${ph('networkMessageId')}::varchar, ${ph('requestHash')}::varchar,
        ${ph('type')}::varchar, ${ph('amount')}::bigint, ${ph('currency')}::char(3), ${ph('exponent')}::int,
        ${ph('todayMonth')}::text, ${ph('day')}::timestamptz, ${ph('monthStart')}::timestamptz,
        ${ph('authCode')}::varchar, ${ph('expiresAt')}::timestamptz, ${ph('mcc')}::char(4), ${ph('acquirerId')}::varchar,
        ${ph('acceptorId')}::varchar, ${ph('acceptorName')}::varchar, ${ph('country')}::char(2), ${ph('holdType')}::int,
        ${ph('txnJson')}::text) r`,
    )
    .prepare('card_authorize_as'),
);

/** The message as the statements take it: amounts as text, instants as ISO text. */
const fastParams = (m: FastAuthorization) => ({
  ...m,
  amount: m.amount.toString(),
  day: m.day.toISOString(),
  monthStart: m.monthStart.toISOString(),
  expiresAt: m.expiresAt.toISOString(),
});

/**
 * An authorization or verification approved in one statement (its own transaction): `replay` when the message id
 * was decided before (whoever's: the caller checks), `approved` when it was approved now, `stale` when the
 * message's access epoch has moved (nothing was checked or written: the caller reads its actor again), undefined
 * when it is anything else (a decline, a conversion, an unknown card): nothing was written and the caller decides it.
 */
export const authorizeFast = async (
  db: Tx,
  m: FastAuthorization,
): Promise<
  { outcome: 'replay' | 'approved'; joined: JoinedAuthorization } | { outcome: 'stale' } | undefined
> => {
  const [found] = await fastQuery(db).execute(fastParams(m));
  if (!found) return undefined;
  const { outcome, ...joined } = found;
  if (outcome === 'stale') return { outcome };
  return { outcome, joined: joined as JoinedAuthorization };
};

/** `card_authorize_batch` (migration 0019, checked by `card_authorize_batch_as`): per message its position and outcome. */
const batchQuery = perDb((db: Tx) =>
  db
    .select({
      idx: sql<number>`r.o_idx`,
      outcome: sql<'replay' | 'approved' | 'none' | 'error' | 'stale'>`r.o_outcome`,
      error: sql<string | null>`r.o_error`,
      ...joinedFields,
    })
    .from(
      sql`card_authorize_batch_as(${sql.placeholder('epochs')}::bigint[], ${sql.placeholder('items')}::jsonb) r`,
    )
    .prepare('card_authorize_batch_as'),
);

type FastOutcome = Awaited<ReturnType<typeof authorizeFast>>;
type Waiting = { m: FastAuthorization; resolve: (v: FastOutcome) => void; reject: (e: unknown) => void };

/** At most this many messages in one batch: each runs in a savepoint, and PostgreSQL keeps 64 per backend cached. */
export const BATCH_MAX = 32;
/** Batches in flight at once per database; messages arriving meanwhile wait for the next one. */
const BATCHES_IN_FLIGHT = 4;

/**
 * Messages arriving together sent together (see `coalescing`): one alone goes as `card_authorize`, several as
 * one `card_authorize_batch`. Each message still answers its own outcome: a message the batch reports failed
 * (or every message of a batch whose statement failed) is sent again alone, so its failure, if it is one, is
 * its own.
 */
const createBatcher = (db: Tx) => {
  const alone = (w: Waiting) => authorizeFast(db, w.m).then(w.resolve, w.reject);

  const run = async (items: Waiting[]) => {
    if (items.length === 1) return alone(items[0]!);
    let found: Awaited<ReturnType<ReturnType<typeof batchQuery>['execute']>>;
    try {
      const epochs = [...new Set(items.flatMap((w) => (w.m.epoch === null ? [] : [w.m.epoch])))];
      found = await batchQuery(db).execute({
        epochs: `{${epochs.join(',')}}`,
        items: JSON.stringify(items.map((w) => fastParams(w.m))),
      });
    } catch {
      // The batch's statement itself failed (nothing of it was written): each message alone.
      await Promise.all(items.map(alone));
      return;
    }
    const byIdx = new Map(found.map((r) => [r.idx, r]));
    await Promise.all(
      items.map(async (w, i) => {
        const r = byIdx.get(i + 1);
        if (!r || r.outcome === 'error') return alone(w);
        if (r.outcome === 'none') return w.resolve(undefined);
        // A batch-mate's epoch had moved: a message read by its own request (no epoch) is sent again alone.
        if (r.outcome === 'stale') return w.m.epoch === null ? alone(w) : w.resolve({ outcome: 'stale' });
        const { idx: _i, outcome, error: _e, ...joined } = r;
        w.resolve({ outcome, joined: joined as JoinedAuthorization });
      }),
    );
  };

  const submit = coalescing(run, { maxInFlight: BATCHES_IN_FLIGHT, maxBatch: BATCH_MAX });
  return (m: FastAuthorization) =>
    new Promise<FastOutcome>((resolve, reject) => submit({ m, resolve, reject }));
};
const batcherOf = perDb(createBatcher);

/**
 * As `authorizeFast`, with the messages arriving together decided in one round trip and one transaction
 * (see `card_authorize_batch`): each message gets its own outcome, as if it had been sent alone.
 */
export const authorizeBatched = (db: Tx, m: FastAuthorization): Promise<FastOutcome> => batcherOf(db)(m);
