import { z } from 'zod';
import { gatewayFields, pageData, pageFields, searchField } from './gateway';

/**
 * Statements and the audit log (issue 4; spec §3 Statement: type, date, beginning balance, change amount,
 * ending balance, file name). Money is a decimal string in the currency's exponent.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const instant = z.iso.datetime({ offset: true, error: 'validation.date' });

/** A date range on instants (the web turns its shortcuts into them in the user's time zone). */
export const dateRangeFields = {
  from: instant.optional(),
  to: instant.optional(),
};
const rangeOk = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime();
const rangeIssue = { error: 'validation.dateRange', path: ['to'] };

export const STATEMENT_TYPES = ['daily', 'monthly'] as const;
export const statementType = z.enum(STATEMENT_TYPES);
export type StatementType = z.infer<typeof statementType>;

export const statementFilter = z
  .object({
    type: statementType.optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'validation.currency')
      .optional(),
    /** Period start dates (UTC days), inclusive. */
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    error: 'validation.dateRange',
    path: ['dateTo'],
  });
export type StatementFilter = z.infer<typeof statementFilter>;

export const statementPageRequest = z
  .object({ ...pageFields, ...statementFilter.shape })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    error: 'validation.dateRange',
    path: ['dateTo'],
  });
export type StatementPageRequest = z.infer<typeof statementPageRequest>;

export const statementRecord = z.object({
  id: z.string(),
  type: statementType,
  accountId: z.string(),
  accountKind: z.string(),
  currency: z.string(),
  /** The period's first day (UTC) and the instant it ends (exclusive). */
  date: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The instant the balances are taken at: the period's end, or earlier for a provisional one. */
  asOf: z.string(),
  provisional: z.boolean(),
  beginningBalance: z.string(),
  changeAmount: z.string(),
  endingBalance: z.string(),
  postings: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type StatementRecord = z.infer<typeof statementRecord>;
export const statementPageData = pageData(statementRecord);

export const STATEMENT_FILE_FORMATS = ['csv', 'pdf'] as const;
export const statementDownloadRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  format: z.enum(STATEMENT_FILE_FORMATS),
});
export type StatementDownloadRequest = z.infer<typeof statementDownloadRequest>;

/** Operator only (tests and demos): produce the statements of `date` (and its month) now. */
export const statementGenerateRequest = z.object({
  ...gatewayFields,
  action: z.literal('generate'),
  date: isoDay,
  partnerId: z.uuid().optional(),
});
export type StatementGenerateRequest = z.infer<typeof statementGenerateRequest>;
export const statementGenerateData = z.object({ daily: z.number().int(), monthly: z.number().int() });

// ---- the audit log (Logs) ----

export const auditLogFilter = z
  .object({
    userId: z.uuid().optional(),
    /** Part of the user's name or email. */
    user: searchField,
    action: z.string().trim().max(64).optional(),
    subject: z.string().trim().max(64).optional(),
    ...dateRangeFields,
  })
  .refine(rangeOk, rangeIssue);
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

export const auditLogPageRequest = z
  .object({
    ...pageFields,
    userId: z.uuid().optional(),
    user: searchField,
    action: z.string().trim().max(64).optional(),
    subject: z.string().trim().max(64).optional(),
    ...dateRangeFields,
  })
  .refine(rangeOk, rangeIssue);
export type AuditLogPageRequest = z.infer<typeof auditLogPageRequest>;

export const auditLogRecord = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  subjectId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** What a person calls the record (an order number, a user's email, a name), when it still exists. */
  reference: z.string().nullable(),
});
export type AuditLogRecord = z.infer<typeof auditLogRecord>;
export const auditLogPageData = pageData(auditLogRecord);

/** The distinct actions seen in this partner's log, for the filter's menu. */
export const auditLogActionsData = z.array(z.string());
