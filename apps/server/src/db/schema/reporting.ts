import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ledgerAccountRef } from './ledger';
import { partnerRow } from './identity';
import { createdAt, minor, ts } from './columns';

/** Background exports the user follows on Trade download. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    ...partnerRow(),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 64 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    filter: jsonb('filter').notNull(),
    /** The language of the column headings and file name, fixed when the job is created. */
    language: varchar('language', { length: 8 }).notNull(),
    /** queued → running → done | failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** Relative to DATA_DIR/exports. */
    filePath: text('file_path'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('export_jobs_partner_user_idx').on(t.partnerId, t.userId, t.createdAt),
    index('export_jobs_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Daily and monthly statements per customer account (spec §3 Statement). Derived from the postings:
 * ending = beginning + change, each a sum of postings before the instant, to the minor unit. One row per
 * (account, type, period): a repeat run writes nothing new; a provisional one (taken before its period
 * ended, by the operator's "generate now") is replaced once the period has closed.
 */
export const statements = pgTable(
  'statements',
  {
    ...partnerRow(),
    accountId: ledgerAccountRef(),
    currency: char('currency', { length: 3 }).notNull(),
    /** daily | monthly */
    periodType: varchar('period_type', { length: 8 }).notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    asOf: ts('as_of').notNull(),
    beginningBalance: minor('beginning_balance').notNull(),
    changeAmount: minor('change_amount').notNull(),
    endingBalance: minor('ending_balance').notNull(),
    postings: integer('postings').notNull(),
    fileName: varchar('file_name', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statements_period_uq').on(t.partnerId, t.accountId, t.periodType, t.periodStart),
    index('statements_partner_period_idx').on(t.partnerId, t.periodStart),
    check('statements_balance', sql`${t.endingBalance} = ${t.beginningBalance} + ${t.changeAmount}`),
  ],
);
