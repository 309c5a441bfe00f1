import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayPath } from '@remit/contract/gateway';
import { exportRequest } from '@remit/contract/export';
import { writeAudit } from '../audit';
import { changeContext } from '../request-context';
import { requireActor } from '../session.plugin';
import { resolveExport } from './export-request';
import { CONTENT_TYPES, contentDisposition, exportFileName, exportStream } from './export-writers';

/**
 * `export/export`: any registered list, straight to the browser as CSV or XLSX (a list's Export button).
 * The route itself needs only a session; the kind's own permission is checked before a byte is sent.
 * The body streams batch by batch as the client reads, so memory does not grow with the row count.
 */
export const exportsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const { db } = app;
  app.post(
    gatewayPath('export', 'export'),
    {
      config: { auth: 'session' },
      schema: { tags: ['export'], body: exportRequest },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { lang, ip } = changeContext(request);
      const { kind, filter } = resolveExport(app.exportKinds, actor, request.body, lang);
      const ctx = { db, partnerId: actor.partnerId, language: lang, operator: actor.isOperator };
      await kind.check?.(ctx, filter);
      // Who took which data out, and with which filter, is worth knowing later (DESIGN §6).
      await writeAudit(db, {
        partnerId: actor.partnerId,
        userId: actor.userId,
        action: 'export',
        subject: kind.name,
        after: { format: request.body.format, filter },
        ip,
      });
      const fileName = exportFileName(kind, request.body.format, lang);
      const stream = exportStream(kind, ctx, filter, request.body.format);
      return reply
        .header('content-type', CONTENT_TYPES[request.body.format])
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
