import { z } from 'zod';
import { gatewayFields, pageData, pageFields } from './gateway';

/**
 * Statements (spec §3 Statement: type, date, beginning balance, change amount,
 * ending balance, file name). Money is a decimal string in the currency's exponent.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

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
