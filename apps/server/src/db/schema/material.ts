import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { collections } from './collection';
import { partnerRef, partnerRow, userBy } from './identity';
import { createdAt, minor, ts, updatedAt, refTo } from './columns';

/** A stored certificate: where the storage port keeps its bytes, and what the uploader called it. */
export type StoredCertificate = { key: string; fileName: string; contentType: string; size: number };

/**
 * Trade materials (spec §3): a transaction and/or logistics certificate (at least one), reviewed by the
 * operator (1 Under Review, 2 Approved, 3 Rejected). `linked` and `linking` are what its links hold;
 * the check keeps linkable = amount − linked − linking from going negative whatever a caller does.
 */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey(),
    materialNo: varchar('material_no', { length: 16 })
      .notNull()
      .default(sql`'MT' || lpad(nextval('material_no_seq')::text, 6, '0')`),
    partnerId: partnerRef(),
    name: varchar('name', { length: 128 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: minor('amount').notNull(),
    linked: minor('linked').notNull().default(0n),
    linking: minor('linking').notNull().default(0n),
    status: smallint('status').notNull().default(1),
    transactionCertificate: jsonb('transaction_certificate').$type<StoredCertificate>(),
    logisticsCertificate: jsonb('logistics_certificate').$type<StoredCertificate>(),
    comments: varchar('comments', { length: 500 }).notNull().default(''),
    reviewComments: varchar('review_comments', { length: 500 }).notNull().default(''),
    reviewedBy: userBy('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    createdBy: userBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('materials_no_uq').on(t.materialNo),
    index('materials_partner_created_idx').on(t.partnerId, t.createdAt),
    check('materials_amount_ck', sql`${t.amount} > 0`),
    check('materials_status_ck', sql`${t.status} IN (1, 2, 3)`),
    check(
      'materials_certificate_ck',
      sql`${t.transactionCertificate} IS NOT NULL OR ${t.logisticsCertificate} IS NOT NULL`,
    ),
    check(
      'materials_linkable_ck',
      sql`${t.linked} >= 0 AND ${t.linking} >= 0 AND ${t.linked} + ${t.linking} <= ${t.amount}`,
    ),
  ],
);

/**
 * A material's amount laid against a collection (same currency): 1 Linking (awaiting the operator),
 * 2 Linked, 3 Rejected, 4 Unlinked. One active link (1 or 2) per material and collection.
 */
export const materialLinks = pgTable(
  'material_links',
  {
    ...partnerRow(),
    materialId: refTo('material_id', () => materials.id),
    collectionId: refTo('collection_id', () => collections.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: minor('amount').notNull(),
    status: smallint('status').notNull().default(1),
    comments: varchar('comments', { length: 500 }).notNull().default(''),
    createdBy: userBy('created_by'),
    createdAt: createdAt(),
    decidedBy: userBy('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('material_links_active_uq')
      .on(t.materialId, t.collectionId)
      .where(sql`${t.status} IN (1, 2)`),
    index('material_links_partner_created_idx').on(t.partnerId, t.createdAt),
    index('material_links_collection_idx').on(t.collectionId),
    check('material_links_amount_ck', sql`${t.amount} > 0`),
    check('material_links_status_ck', sql`${t.status} IN (1, 2, 3, 4)`),
  ],
);
