import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { MerchantStatus } from '@remit/contract/merchant';
import type { Tx } from '../../db/client';
import { searchIn, withinDays } from '../../db/filters';
import { countWhere, newestPage } from '../../db/paging';
import { keysetBatches, newestFirst } from '../../db/keyset';
import {
  ledgerAccounts,
  merchantDocuments,
  merchantEvents,
  merchants,
  partners,
} from '../../db/schema/index';
import { firstWhere, partnerIdKey, valueWhere } from '../../db/lookup';
import { insertOne, touchedRow } from '../../db/writes';

export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantDocumentRow = typeof merchantDocuments.$inferSelect;
export type MerchantEventRow = typeof merchantEvents.$inferSelect;

export type MerchantFilter = {
  search?: string;
  merchantType?: number;
  status?: MerchantStatus;
  /** Created on or after this day (UTC). */
  createdFrom?: string;
  /** Created on or before this day (UTC). */
  createdTo?: string;
};

const fullName = sql`${merchants.firstName} || ' ' || ${merchants.middleName} || ' ' || ${merchants.lastName}`;

/** The list's filter; `partnerId` null is the operator's desk across partners. */
const where = (partnerId: string | null, f: MerchantFilter) => {
  const parts: (SQL | undefined)[] = [];
  if (partnerId) parts.push(eq(merchants.partnerId, partnerId));
  if (f.merchantType !== undefined) parts.push(eq(merchants.merchantType, f.merchantType));
  if (f.status) parts.push(eq(merchants.status, f.status));
  parts.push(...withinDays(merchants.createdAt, f.createdFrom, f.createdTo));
  parts.push(
    searchIn(
      f.search,
      fullName,
      sql`${merchants.firstName} || ' ' || ${merchants.lastName}`,
      merchants.email,
      merchants.merchantNo,
    ),
  );
  return and(...parts);
};

export const pageMerchants = async (
  tx: Tx,
  partnerId: string,
  f: MerchantFilter,
  page: number,
  size: number,
) => {
  const keys = { time: merchants.createdAt, id: merchants.id };
  return newestPage(
    tx,
    merchants,
    tx.select().from(merchants).$dynamic(),
    keys,
    where(partnerId, f),
    page,
    size,
  );
};

/** Keyset batches for the export, newest first. */
export const merchantBatches = (tx: Tx, partnerId: string, f: MerchantFilter, size = 2000) => {
  const keys = { time: merchants.createdAt, id: merchants.id };
  return keysetBatches(
    keys,
    (after, n) =>
      tx
        .select()
        .from(merchants)
        .where(and(where(partnerId, f), after))
        .orderBy(...newestFirst(keys))
        .limit(n),
    (row) => ({ time: row.createdAt, id: row.id }),
    size,
  );
};

export const countMerchants = async (tx: Tx, partnerId: string, f: MerchantFilter) => {
  return countWhere(tx, merchants, where(partnerId, f));
};

/** The review desk: every partner's merchants in a status, oldest submission first, with the partner's name. */
export const pageReviewQueue = async (
  tx: Tx,
  f: { search?: string; status: MerchantStatus },
  page: number,
  size: number,
) => {
  const w = where(null, f);
  const [total] = await tx.select({ n: count() }).from(merchants).where(w);
  const records = await tx
    .select({ merchant: merchants, partnerName: partners.name })
    .from(merchants)
    .innerJoin(partners, eq(partners.id, merchants.partnerId))
    .where(w)
    .orderBy(asc(sql`coalesce(${merchants.submittedAt}, ${merchants.createdAt})`), asc(merchants.id))
    .limit(size)
    .offset((page - 1) * size);
  return { records, total: total?.n ?? 0 };
};

/**
 * The onboarding status of one of the partner's merchants, or undefined: another partner's merchant is "not
 * found" (DESIGN §6). Only an approved merchant has accounts (product 12); a closed one keeps them. The
 * authorization decision and the payment read nothing else of it.
 */
export const merchantStatusOf = async (tx: Tx, partnerId: string, id: string) =>
  valueWhere(tx, merchants, merchants.status, { id, partnerId });

/** One merchant of the partner (null partner: the operator's desk), optionally locked for a change. */
export const findMerchant = async (tx: Tx, partnerId: string | null, id: string, lock = false) =>
  firstWhere(tx, merchants, partnerIdKey(partnerId, id), lock);

export const partnerName = async (tx: Tx, partnerId: string) =>
  (await valueWhere(tx, partners, partners.name, { id: partnerId })) ?? '';

export const insertMerchant = async (tx: Tx, values: typeof merchants.$inferInsert) =>
  insertOne(tx, merchants, values);

export const updateMerchant = async (tx: Tx, id: string, values: Partial<typeof merchants.$inferInsert>) =>
  (await touchedRow(tx, merchants, { id }, values))!;

export const listDocuments = (tx: Tx, merchantId: string) =>
  tx
    .select()
    .from(merchantDocuments)
    .where(eq(merchantDocuments.merchantId, merchantId))
    .orderBy(asc(merchantDocuments.uploadedAt));

export const findDocument = async (tx: Tx, merchantId: string, documentId: string) =>
  firstWhere(tx, merchantDocuments, { merchantId, id: documentId });

/** Puts the document of its kind in place of the previous one; answers the row and the replaced storage key. */
export const replaceDocument = async (tx: Tx, values: typeof merchantDocuments.$inferInsert) => {
  const [previous] = await tx
    .delete(merchantDocuments)
    .where(and(eq(merchantDocuments.merchantId, values.merchantId), eq(merchantDocuments.kind, values.kind)))
    .returning({ storageKey: merchantDocuments.storageKey });
  const [row] = await tx.insert(merchantDocuments).values(values).returning();
  return { row: row!, replacedKey: previous?.storageKey };
};

export const deleteDocumentsOfKinds = (tx: Tx, merchantId: string, kinds: string[]) =>
  tx
    .delete(merchantDocuments)
    .where(and(eq(merchantDocuments.merchantId, merchantId), inArray(merchantDocuments.kind, kinds)))
    .returning({ storageKey: merchantDocuments.storageKey });

export const insertEvent = async (tx: Tx, values: typeof merchantEvents.$inferInsert) => {
  await tx.insert(merchantEvents).values(values);
};

export const listEvents = (tx: Tx, merchantId: string) =>
  tx
    .select()
    .from(merchantEvents)
    .where(eq(merchantEvents.merchantId, merchantId))
    .orderBy(asc(merchantEvents.at), asc(merchantEvents.id));

/** The merchant's accounts (product 12) on the ledger, by currency. */
export const merchantAccounts = (tx: Tx, partnerId: string, merchantId: string) =>
  tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.partnerId, partnerId),
        eq(ledgerAccounts.kind, 'merchant'),
        eq(ledgerAccounts.ownerId, merchantId),
      ),
    )
    .orderBy(asc(ledgerAccounts.currency));

/** A merchant as lists and pickers name it: number, name parts and status. */
const merchantSummary = {
  id: merchants.id,
  merchantNo: merchants.merchantNo,
  firstName: merchants.firstName,
  middleName: merchants.middleName,
  lastName: merchants.lastName,
  status: merchants.status,
};

/** The dashboard: the latest merchants created since `since`, and a count per status. */
export const recentMerchants = async (tx: Tx, partnerId: string, since: Date, limit = 10) => {
  const w = and(eq(merchants.partnerId, partnerId), gte(merchants.createdAt, since));
  const rows = await tx
    .select({
      ...merchantSummary,
      createdAt: merchants.createdAt,
    })
    .from(merchants)
    .where(w)
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(limit);
  const counts = await tx
    .select({ status: merchants.status, count: count() })
    .from(merchants)
    .where(w)
    .groupBy(merchants.status);
  return { rows, counts };
};

/** Names and numbers of the partner's merchants, for the payment form's merchant accounts. */
export const merchantNames = (tx: Tx, partnerId: string, ids: string[]) =>
  ids.length
    ? tx
        .select(merchantSummary)
        .from(merchants)
        .where(and(eq(merchants.partnerId, partnerId), inArray(merchants.id, ids)))
    : Promise.resolve([]);
