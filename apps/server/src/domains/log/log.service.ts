import type { AuditLogPageRequest, AuditLogRecord } from '@remit/contract/log';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/session.plugin';
import { auditActions, pageAudit, type AuditRow } from './log.repository';

const toRecord = (r: AuditRow): AuditLogRecord => ({
  ...r,
  id: r.id.toString(),
  createdAt: r.createdAt.toISOString(),
});

/** The partner's audit log, newest first, and the actions it has seen (for the filter's menu). */
export const createLogService = ({ db }: { db: Db }) => ({
  async page(actor: Actor, input: AuditLogPageRequest) {
    const { page, size, ...filter } = input;
    const { records, total } = await pageAudit(db, actor.partnerId, filter, page, size);
    return { records: records.map(toRecord), total, page, size };
  },
  actions: (actor: Actor) => auditActions(db, actor.partnerId),
});
export type LogService = ReturnType<typeof createLogService>;
