import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayPath } from '@remit/contract/gateway';
import {
  statementDownloadRequest,
  statementGenerateData,
  statementGenerateRequest,
  statementPageData,
  statementPageRequest,
} from '@remit/contract/statement';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { gatewayRoutes } from '../../platform/gateway-route';
import { sendDownload } from '../../platform/exports/export-writers';
import type { StatementsService } from './statement.service';

const tags = ['statement'];

/** Statement (`/statement`): daily and monthly statements, each as CSV or PDF. */
export const statementsRoutes =
  (service: StatementsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { route, family } = gatewayRoutes(app, tags);
    family('statement', 'statement', service, { page: [statementPageRequest, statementPageData] });

    app.post(
      gatewayPath('statement', 'export'),
      {
        config: { auth: { action: 'view', subject: 'statement' } },
        schema: { tags, body: statementDownloadRequest },
      },
      async (request, reply) => {
        const { lang } = changeContext(request);
        const file = await service.file(requireActor(request), request.body.id, request.body.format, lang);
        return sendDownload(reply, {
          contentType: request.body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
          fileName: file.fileName,
          body: file.stream,
        });
      },
    );

    // Operator only (tests and demos): checked in the service, answering 404 to anyone else.
    route(
      'statement/call',
      { auth: ['add', 'statement'], body: statementGenerateRequest, data: statementGenerateData },
      ({ actor, body, ctx }) => service.generateNow(actor, body, ctx),
    );
  };
