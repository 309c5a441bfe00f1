import type { AuditAction, AuditSubject } from '@remit/contract/log';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

export type AuditEvent = {
  partnerId: string | null;
  userId: string | null;
  action: AuditAction;
  subject: AuditSubject;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Every state change is written here, in the same transaction as the change (DESIGN §6). */
export const writeAudit = async (tx: Tx, event: AuditEvent) => {
  await tx.insert(auditLog).values({
    partnerId: event.partnerId,
    userId: event.userId,
    action: event.action,
    subject: event.subject,
    subjectId: event.subjectId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip ?? null,
  });
};

/**
 * The part of an audit event every change of one subject shares (who, from where, which record):
 * `const audit = auditFrom('user')`, then `writeAudit(tx, { ...audit(actor, ctx, id), action, before, after })`.
 */
export const auditFrom =
  (subject: AuditSubject) =>
  (actor: { partnerId: string; userId: string }, ctx: { ip: string }, subjectId: string) => ({
    partnerId: actor.partnerId,
    userId: actor.userId,
    subject,
    subjectId,
    ip: ctx.ip,
  });

/**
 * Writes the audit entry of an update, the record before and after as the answer shows it (`show` turns a row
 * into it), in the transaction of the change, and answers the record after.
 */
export const auditUpdate = async <Row, Shown>(
  tx: Tx,
  head: Omit<AuditEvent, 'action' | 'before' | 'after'>,
  show: (row: Row) => Shown,
  before: Row,
  after: Row,
) => {
  const shown = show(after);
  await writeAudit(tx, { ...head, action: 'update', before: show(before), after: shown });
  return shown;
};

/** The audit fields of an enable or disable: the action `status`, and the status before and after. */
export const statusAudit = (before: { status: number }, after: { status: number }) => ({
  action: 'status' as const,
  before: { status: before.status },
  after: { status: after.status },
});

/**
 * As `auditFrom`, for a change to a record that may be another partner's (the operator acting from a review
 * desk): the entry is the record's partner's, whoever acted.
 */
export const auditRecordFrom =
  (subject: AuditSubject) =>
  (
    actor: { userId: string | null },
    ctx: { ip: string | null },
    record: { partnerId: string; id: string },
  ) => ({
    partnerId: record.partnerId,
    userId: actor.userId,
    subject,
    subjectId: record.id,
    ip: ctx.ip,
  });
