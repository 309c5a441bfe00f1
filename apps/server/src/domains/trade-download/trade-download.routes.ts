import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath, idRequest } from '@remit/contract/gateway';
import {
  exportJobPageData,
  exportJobPageRequest,
  exportJobRecord,
  exportRequest,
} from '@remit/contract/export';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { CONTENT_TYPES, contentDisposition } from '../../platform/exports/export-writers';
import type { TradeDownloadService } from './trade-download.service';

const tags = ['tradeDownload'];

/** Trade download (`/userCenter/tradeDownload`): background exports, their progress and their files. */
export const tradeDownloadRoutes =
  (service: TradeDownloadService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('tradeDownload', 'create'),
      {
        config: { auth: { action: 'add', subject: 'tradeDownload' } },
        schema: { tags, body: exportRequest, response: { 200: envelope(exportJobRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request))),
    );

    app.post(
      gatewayPath('tradeDownload', 'page'),
      {
        config: { auth: { action: 'index', subject: 'tradeDownload' } },
        schema: { tags, body: exportJobPageRequest, response: { 200: envelope(exportJobPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('tradeDownload', 'get'),
      {
        config: { auth: { action: 'view', subject: 'tradeDownload' } },
        schema: { tags, body: idRequest, response: { 200: envelope(exportJobRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );

    app.post(
      gatewayPath('tradeDownload', 'export'),
      {
        config: { auth: { action: 'view', subject: 'tradeDownload' } },
        schema: { tags, body: idRequest },
      },
      async (request, reply) => {
        const file = await service.download(requireActor(request), request.body.id);
        return reply
          .header('content-type', CONTENT_TYPES[file.format])
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );

    app.post(
      gatewayPath('tradeDownload', 'delete'),
      {
        config: { auth: { action: 'delete', subject: 'tradeDownload' } },
        schema: { tags, body: idRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.delete(requireActor(request), request.body.id, changeContext(request));
        return reply.ok(null, 'DELETED');
      },
    );
  };
