import { z } from 'zod';
import { textField } from './text';
import { pageData, pageFields, searchField } from './gateway';

/** The audit log (Logs): who changed what, when and from where, filtered and paged per partner. */

const instant = z.iso.datetime({ offset: true, error: 'validation.date' });
/** A date range on instants (the web turns its shortcuts into them in the user's time zone). */
const dateRangeFields = {
  from: instant.optional(),
  to: instant.optional(),
};
/** A range must not end before it starts; the message names the end date. */
const dateRangeOk = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime();
const dateRangeIssue = { error: 'validation.dateRange', path: ['to'] };

const auditLogFilterFields = {
  userId: z.uuid().optional(),
  /** Part of the user's name or email. */
  user: searchField,
  action: textField(64).optional(),
  subject: textField(64).optional(),
  ...dateRangeFields,
};
export const auditLogFilter = z.object(auditLogFilterFields).refine(dateRangeOk, dateRangeIssue);
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

export const auditLogPageRequest = z
  .object({ ...pageFields, ...auditLogFilterFields })
  .refine(dateRangeOk, dateRangeIssue);
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
