import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { RejectionReason, ScreeningHit, Shareholder } from '@remit/contract/merchant';
import { partnerRow, userBy } from './identity';
import { createdAt, ts, updatedAt, refTo } from './columns';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * Merchants (cardholders), spec §3: a person or a company a partner onboards. The number is a readable
 * sequence (M000001); the status follows the contract's state machine (merchant.ts).
 */
export const merchants = pgTable(
  'merchants',
  {
    ...partnerRow(),
    merchantNo: varchar('merchant_no', { length: 16 })
      .notNull()
      .default(sql`'M' || lpad(nextval('merchant_no_seq')::text, 6, '0')`),
    status: varchar('status', { length: 16 }).notNull().default('toBeUploaded'),
    merchantType: smallint('merchant_type').notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull(),
    middleName: varchar('middle_name', { length: 64 }).notNull().default(''),
    lastName: varchar('last_name', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    dateOfBirth: day('date_of_birth').notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    idType: varchar('id_type', { length: 16 }).notNull(),
    idNumber: varchar('id_number', { length: 64 }).notNull(),
    idIssueDate: day('id_issue_date').notNull(),
    idExpiryDate: day('id_expiry_date').notNull(),
    residenceAddress: varchar('residence_address', { length: 255 }).notNull(),
    residenceCountry: varchar('residence_country', { length: 2 }).notNull(),
    registrationCode: varchar('registration_code', { length: 64 }).notNull().default(''),
    vatCode: varchar('vat_code', { length: 64 }).notNull().default(''),
    registrationDate: day('registration_date'),
    businessScope: varchar('business_scope', { length: 1000 }).notNull().default(''),
    legalPerson: varchar('legal_person', { length: 128 }).notNull().default(''),
    shareholders: jsonb('shareholders').$type<Shareholder[]>().notNull().default([]),
    riskLevel: varchar('risk_level', { length: 8 }),
    registrationAddress: varchar('registration_address', { length: 255 }).notNull().default(''),
    registrationCountry: varchar('registration_country', { length: 2 }).notNull().default(''),
    rejectionReasons: jsonb('rejection_reasons').$type<RejectionReason[]>().notNull().default([]),
    rejectionComment: varchar('rejection_comment', { length: 1000 }).notNull().default(''),
    screeningHits: jsonb('screening_hits').$type<ScreeningHit[]>().notNull().default([]),
    createdBy: userBy('created_by'),
    /** Who sent it to review last: that user may never review it (maker-checker). */
    submittedBy: userBy('submitted_by'),
    submittedAt: ts('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchants_no_uq').on(t.merchantNo),
    index('merchants_partner_created_idx').on(t.partnerId, t.createdAt),
    index('merchants_status_submitted_idx').on(t.status, t.submittedAt),
  ],
);

/** A row that belongs to one merchant and goes with it. */
const merchantRef = () => refTo('merchant_id', () => merchants.id, { onDelete: 'cascade' });

/** A merchant's documents: one per kind (a new upload replaces the old); the bytes live in the storage port. */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    ...partnerRow(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 16 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedBy: userBy('uploaded_by'),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_documents_kind_uq').on(t.merchantId, t.kind)],
);

/** The merchant's timeline: who did what, when and why (rejection reasons and comment). */
export const merchantEvents = pgTable(
  'merchant_events',
  {
    ...partnerRow(),
    merchantId: merchantRef(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reasons: jsonb('reasons').$type<RejectionReason[]>().notNull().default([]),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
    actorId: userBy('actor_id'),
    actorName: varchar('actor_name', { length: 128 }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('merchant_events_merchant_idx').on(t.merchantId, t.at)],
);
