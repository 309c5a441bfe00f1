import { sendExport } from './send-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayPath } from '@remit/contract/gateway';
import { exportRequest } from '@remit/contract/export';

/**
 * `export/export`: any registered list, straight to the browser as CSV or XLSX (a list's Export button).
 * The route itself needs only a session; the kind's own permission is checked before a byte is sent.
 * The body streams batch by batch as the client reads, so memory does not grow with the row count.
 */
export const exportsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.post(
    gatewayPath('export', 'export'),
    {
      config: { auth: 'session' },
      schema: { tags: ['export'], body: exportRequest },
    },
    async (request, reply) => sendExport(request, reply, request.body),
  );
};
