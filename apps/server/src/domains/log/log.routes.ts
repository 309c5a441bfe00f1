import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayBody, gatewayPath } from '@remit/contract/gateway';
import { auditLogActionsData, auditLogPageData, auditLogPageRequest } from '@remit/contract/log';
import { requireActor } from '../../platform/session.plugin';
import { createLogService } from './log.service';
import { registerAuditLogsKind } from './log.export';

const tags = ['logs'];

/** Logs (spec §2): the partner's audit log, filterable by user, action and date; exportable. */
export const logsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  registerAuditLogsKind(app.exportKinds);
  const logs = createLogService({ db: app.db });

  app.post(
    gatewayPath('logs', 'page'),
    {
      config: { auth: { action: 'index', subject: 'logs' } },
      schema: { tags, body: auditLogPageRequest, response: { 200: envelope(auditLogPageData) } },
    },
    async (request, reply) => reply.ok(await logs.page(requireActor(request), request.body)),
  );

  app.post(
    gatewayPath('logs', 'list'),
    {
      config: { auth: { action: 'index', subject: 'logs' } },
      schema: { tags, body: gatewayBody, response: { 200: envelope(auditLogActionsData) } },
    },
    async (request, reply) => reply.ok(await logs.actions(requireActor(request))),
  );
};
