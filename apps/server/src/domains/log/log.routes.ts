import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import {
  auditLogActionsData,
  auditLogPageData,
  auditLogPageRequest,
  type AuditLogRecord,
} from '@remit/contract/statement';
import type { Db } from '../../db/client';
import { requireActor } from '../../platform/session.plugin';
import { auditActions, pageAudit, type AuditRow } from './log.repository';
import { registerAuditLogsKind } from './log.export';

const tags = ['logs'];

const toRecord = (r: AuditRow): AuditLogRecord => ({
  ...r,
  id: r.id.toString(),
  createdAt: r.createdAt.toISOString(),
});

/** Logs (spec §2): the partner's audit log, filterable by user, action and date; exportable. */
export const logsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    registerAuditLogsKind();

    app.post(
      gatewayPath('logs', 'page'),
      {
        config: { auth: { action: 'index', subject: 'logs' } },
        schema: { tags, body: auditLogPageRequest, response: { 200: envelope(auditLogPageData) } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { page, size, ...filter } = request.body;
        const { records, total } = await pageAudit(db, actor.partnerId, filter, page, size);
        return reply.ok({ records: records.map(toRecord), total, page, size });
      },
    );

    app.post(
      gatewayPath('logs', 'list'),
      {
        config: { auth: { action: 'index', subject: 'logs' } },
        schema: { tags, body: gatewayBody, response: { 200: envelope(auditLogActionsData) } },
      },
      async (request, reply) => reply.ok(await auditActions(db, requireActor(request).partnerId)),
    );
  };
