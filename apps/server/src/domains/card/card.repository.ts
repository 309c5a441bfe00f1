import { and, asc, count, desc, eq, gt, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ApplyStatus, CardFunding, CardModel, CardScheme, CardStatus } from '@remit/contract/card';
import type { Tx } from '../../db/client';
import { searchIn, withinDays } from '../../db/filters';
import { keysetBatches, newestFirst, type KeysetPosition } from '../../db/keyset';
import {
  cardApplyRecords,
  cardEvents,
  cardProducts,
  cardResetCodes,
  cardSensitiveGrants,
  cards,
  ledgerAccounts,
  merchants,
} from '../../db/schema/index';
import { firstWhere, valueWhere } from '../../db/lookup';
import { insertOne, touchedRow } from '../../db/writes';

export type ProductRow = typeof cardProducts.$inferSelect;
export type ApplyRow = typeof cardApplyRecords.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type CardEventRow = typeof cardEvents.$inferSelect;
/** What a card's row is shown with: its merchant's number and name and its product's name. */
export type MerchantBits = {
  merchantNo: string;
  firstName: string;
  middleName: string;
  lastName: string;
  productName: string;
};

const merchantName = sql`${merchants.firstName} || ' ' || ${merchants.lastName}`;
const bits = {
  merchantNo: merchants.merchantNo,
  firstName: merchants.firstName,
  middleName: merchants.middleName,
  lastName: merchants.lastName,
  productName: cardProducts.name,
};

/** Cards and apply records: a partner's rows for its merchants, each of a card product. */
type MerchantListed = typeof cards | typeof cardApplyRecords;
type ListedFilter = { search?: string; merchantId?: string; createdFrom?: string; createdTo?: string };

/**
 * The partner's rows of `t` for the filter: its merchant and created days, the `exact` column values given,
 * and a search over the merchant's number and name and the `searched` columns.
 */
const listedWhere = (
  t: MerchantListed,
  partnerId: string,
  f: ListedFilter,
  exact: [AnyPgColumn, string | undefined][],
  searched: AnyPgColumn[],
) => {
  const parts: (SQL | undefined)[] = [eq(t.partnerId, partnerId)];
  if (f.merchantId) parts.push(eq(t.merchantId, f.merchantId));
  for (const [column, value] of exact) if (value) parts.push(eq(column, value));
  parts.push(...withinDays(t.createdAt, f.createdFrom, f.createdTo));
  parts.push(searchIn(f.search, ...searched, merchants.merchantNo, merchantName));
  return and(...parts);
};

const countListed = async (tx: Tx, t: MerchantListed, w: SQL | undefined) => {
  const [row] = await tx
    .select({ n: count() })
    .from(t)
    .innerJoin(merchants, eq(merchants.id, t.merchantId))
    .where(w);
  return row?.n ?? 0;
};

/** One page of `rows` (a dynamic select of `t`), newest first, with how many match in all. */
const pageListed = async <Q extends PgSelect>(
  tx: Tx,
  t: MerchantListed,
  w: SQL | undefined,
  rows: Q,
  page: number,
  size: number,
) => {
  const total = await countListed(tx, t, w);
  const records = await rows
    .where(w)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(size)
    .offset((page - 1) * size);
  return { records, total };
};

/** Keyset batches of `rows()` (a dynamic select of `t`) for an export, newest first. */
const listedBatches = <Q extends PgSelect>(
  t: MerchantListed,
  w: SQL | undefined,
  rows: () => Q,
  positionOf: (row: Awaited<Q>[number]) => KeysetPosition,
  size: number,
) => {
  const keys = { time: t.createdAt, id: t.id };
  return keysetBatches<Awaited<Q>[number]>(
    keys,
    (after, n) =>
      rows()
        .where(and(w, after))
        .orderBy(...newestFirst(keys))
        .limit(n),
    positionOf,
    size,
  );
};

/**
 * The list reads of `t` for the partner through `select` (a dynamic select of `t` with its merchant and
 * product): a page and the count for the filter (`where`), keyset batches for the export (each row's own
 * record by `recordOf`), newest first, and one record by id (another partner's id finds nothing).
 */
const listedReads = <Q extends PgSelect, F>(
  t: MerchantListed,
  where: (partnerId: string, f: F) => SQL | undefined,
  select: (tx: Tx) => Q,
  recordOf: (row: Awaited<Q>[number]) => { createdAt: Date; id: string },
) => ({
  page: (tx: Tx, partnerId: string, f: F, page: number, size: number) =>
    pageListed(tx, t, where(partnerId, f), select(tx), page, size),
  count: (tx: Tx, partnerId: string, f: F) => countListed(tx, t, where(partnerId, f)),
  batches: (tx: Tx, partnerId: string, f: F, size = 2000) =>
    listedBatches(
      t,
      where(partnerId, f),
      () => select(tx),
      (row) => ({ time: recordOf(row).createdAt, id: recordOf(row).id }),
      size,
    ),
  find: async (tx: Tx, partnerId: string, id: string) => {
    const rows: Awaited<Q> = await select(tx).where(and(eq(t.id, id), eq(t.partnerId, partnerId)));
    return rows[0] as Awaited<Q>[number] | undefined;
  },
});

// ---- products ----
export const listProducts = (tx: Tx) => tx.select().from(cardProducts).orderBy(asc(cardProducts.name));
export const findProduct = async (tx: Tx, id: string) => firstWhere(tx, cardProducts, { id });
export const findProductByName = async (tx: Tx, name: string) => {
  const [row] = await tx.select().from(cardProducts).where(ilike(cardProducts.name, name));
  return row;
};

// ---- cards ----
export type CardFilter = ListedFilter & {
  status?: CardStatus;
  model?: CardModel;
  funding?: CardFunding;
  scheme?: CardScheme;
  currency?: string;
};

const cardWhere = (partnerId: string, f: CardFilter) =>
  listedWhere(
    cards,
    partnerId,
    f,
    [
      [cards.status, f.status],
      [cards.model, f.model],
      [cards.funding, f.funding],
      [cards.scheme, f.scheme],
      [cards.currency, f.currency],
    ],
    [cards.panLast4, cards.cardholderName],
  );

const cardSelect = (tx: Tx) =>
  tx
    .select({ card: cards, ...bits })
    .from(cards)
    .innerJoin(merchants, eq(merchants.id, cards.merchantId))
    .innerJoin(cardProducts, eq(cardProducts.id, cards.productId))
    .$dynamic();
export type CardJoined = { card: CardRow } & MerchantBits;

/** Cards with their merchant and product names: the list, its count, the export's batches and one card. */
export const {
  page: pageCards,
  count: countCards,
  batches: cardBatches,
  find: findCardJoined,
} = listedReads(cards, cardWhere, cardSelect, (row) => row.card);

/** One card of the partner, optionally locked for a change. */
export const findCard = async (tx: Tx, partnerId: string, id: string, lock = false) =>
  firstWhere(tx, cards, { id, partnerId }, lock);

export const insertCard = async (tx: Tx, values: typeof cards.$inferInsert) => insertOne(tx, cards, values);

export const updateCard = async (tx: Tx, id: string, values: Partial<typeof cards.$inferInsert>) =>
  (await touchedRow(tx, cards, { id }, values))!;

/** Normal cards whose expiry month ended before `month` (YYYY-MM): the expiry job's work. */
export const cardsPastExpiry = (tx: Tx, year: number, month: number, limit = 500) =>
  tx
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.status, 'normal'),
        or(lt(cards.expiryYear, year), and(eq(cards.expiryYear, year), lt(cards.expiryMonth, month))),
      ),
    )
    .orderBy(asc(cards.id))
    .limit(limit);

// ---- events ----
export const insertEvent = async (tx: Tx, values: typeof cardEvents.$inferInsert) => {
  await tx.insert(cardEvents).values(values);
};
export const listEvents = (tx: Tx, cardId: string) =>
  tx
    .select()
    .from(cardEvents)
    .where(eq(cardEvents.cardId, cardId))
    .orderBy(desc(cardEvents.at), desc(cardEvents.id));

// ---- apply records ----
export type ApplyFilter = ListedFilter & { applyStatus?: ApplyStatus };
const applyWhere = (partnerId: string, f: ApplyFilter) =>
  listedWhere(
    cardApplyRecords,
    partnerId,
    f,
    [[cardApplyRecords.status, f.applyStatus]],
    [cardApplyRecords.cardholderName],
  );
const applySelect = (tx: Tx) =>
  tx
    .select({ apply: cardApplyRecords, ...bits })
    .from(cardApplyRecords)
    .innerJoin(merchants, eq(merchants.id, cardApplyRecords.merchantId))
    .innerJoin(cardProducts, eq(cardProducts.id, cardApplyRecords.productId))
    .$dynamic();
export type ApplyJoined = { apply: ApplyRow } & MerchantBits;

/** Apply records with their merchant and product names, as the cards (above). */
export const {
  page: pageApplies,
  count: countApplies,
  batches: applyBatches,
  find: findApplyJoined,
} = listedReads(cardApplyRecords, applyWhere, applySelect, (row) => row.apply);

/** An apply record by id alone (the issuer's handler, which works for every partner), optionally locked. */
export const findApply = async (tx: Tx, id: string, lock = false) =>
  firstWhere(tx, cardApplyRecords, { id }, lock);

export const insertApplies = async (tx: Tx, values: (typeof cardApplyRecords.$inferInsert)[]) =>
  values.length ? tx.insert(cardApplyRecords).values(values).returning() : [];

export const updateApply = async (
  tx: Tx,
  id: string,
  values: Partial<typeof cardApplyRecords.$inferInsert>,
) => (await touchedRow(tx, cardApplyRecords, { id }, values))!;

export const deleteApply = (tx: Tx, partnerId: string, id: string) =>
  tx
    .delete(cardApplyRecords)
    .where(and(eq(cardApplyRecords.id, id), eq(cardApplyRecords.partnerId, partnerId)));

// ---- merchants and accounts ----
export const findMerchant = async (tx: Tx, partnerId: string, id: string) =>
  firstWhere(tx, merchants, { id, partnerId });
/** The cardholder's registered address: the only address card mail ever goes to. */
export const merchantEmail = async (tx: Tx, partnerId: string, id: string) =>
  valueWhere(tx, merchants, merchants.email, { id, partnerId });
export const findMerchantByNo = async (tx: Tx, partnerId: string, merchantNo: string) =>
  firstWhere(tx, merchants, { merchantNo, partnerId });

/** A ledger account by its owner (card or merchant) and currency, if it was ever opened. */
export const findAccount = async (
  tx: Tx,
  partnerId: string,
  kind: 'card' | 'merchant',
  ownerId: string,
  currency: string,
) => firstWhere(tx, ledgerAccounts, { partnerId, kind, ownerId, currency });

/**
 * Card Balances: each card with the account it spends — its own for a top-up card, its merchant's in its
 * currency for a shared one.
 */
export const pageBalances = (
  tx: Tx,
  partnerId: string,
  f: { merchantId?: string; funding?: CardFunding; currency?: string },
  page: number,
  size: number,
) =>
  pageListed(
    tx,
    cards,
    cardWhere(partnerId, f),
    tx
      .select({
        card: cards,
        ...bits,
        accountId: ledgerAccounts.id,
        balance: ledgerAccounts.balance,
        onHold: ledgerAccounts.onHold,
      })
      .from(cards)
      .innerJoin(merchants, eq(merchants.id, cards.merchantId))
      .innerJoin(cardProducts, eq(cardProducts.id, cards.productId))
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.partnerId, cards.partnerId),
          eq(ledgerAccounts.currency, cards.currency),
          // One account per card: a top-up card's own, a shared card's merchant account in the card's
          // currency. `or(...)` keeps the alternatives inside the join (CONVENTIONS 17).
          or(
            and(
              eq(cards.funding, 'topUp'),
              eq(ledgerAccounts.kind, 'card'),
              eq(ledgerAccounts.ownerId, sql`${cards.id}::text`),
            ),
            and(
              eq(cards.funding, 'shared'),
              eq(ledgerAccounts.kind, 'merchant'),
              eq(ledgerAccounts.ownerId, sql`${cards.merchantId}::text`),
            ),
          ),
        ),
      )
      .$dynamic(),
    page,
    size,
  );

// ---- one-time codes that reset a card's secret ----
export const lockResetCode = async (tx: Tx, cardId: string, secret: string) =>
  firstWhere(tx, cardResetCodes, { cardId, secret }, true);
export const countResetCodeTry = (tx: Tx, id: string) =>
  tx
    .update(cardResetCodes)
    .set({ attempts: sql`${cardResetCodes.attempts} + 1` })
    .where(eq(cardResetCodes.id, id));
export const markResetCodeUsed = (tx: Tx, id: string) =>
  tx.update(cardResetCodes).set({ usedAt: new Date() }).where(eq(cardResetCodes.id, id));
/** A card has at most one code per secret: a new one replaces the old, with its tries reset. */
export const upsertResetCode = (
  tx: Tx,
  values: Omit<typeof cardResetCodes.$inferInsert, 'id' | 'partnerId' | 'cardId' | 'secret'>,
  key: { id: string; partnerId: string; cardId: string; secret: string },
) =>
  tx
    .insert(cardResetCodes)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [cardResetCodes.cardId, cardResetCodes.secret], set: values });

/** A sensitive-view grant, stored by its token's hash; expired and spent ones of the user go with it. */
export const insertSensitiveGrant = async (tx: Tx, values: typeof cardSensitiveGrants.$inferInsert) => {
  await tx
    .delete(cardSensitiveGrants)
    .where(
      and(
        eq(cardSensitiveGrants.userId, values.userId),
        or(lt(cardSensitiveGrants.expiresAt, new Date()), sql`${cardSensitiveGrants.usedAt} is not null`),
      ),
    );
  await tx.insert(cardSensitiveGrants).values(values);
};

/**
 * Spends a grant in one statement, so two requests cannot both use it: only an unspent, unexpired grant of this
 * partner, session and card. Answers whether it was spent now.
 */
export const spendSensitiveGrant = async (
  tx: Tx,
  where: { tokenHash: string; partnerId: string; cardId: string; sessionHash: string; now: Date },
) => {
  const rows = await tx
    .update(cardSensitiveGrants)
    .set({ usedAt: where.now })
    .where(
      and(
        eq(cardSensitiveGrants.tokenHash, where.tokenHash),
        eq(cardSensitiveGrants.partnerId, where.partnerId),
        eq(cardSensitiveGrants.cardId, where.cardId),
        eq(cardSensitiveGrants.sessionHash, where.sessionHash),
        isNull(cardSensitiveGrants.usedAt),
        gt(cardSensitiveGrants.expiresAt, where.now),
      ),
    )
    .returning({ expiresAt: cardSensitiveGrants.expiresAt });
  return rows[0];
};
