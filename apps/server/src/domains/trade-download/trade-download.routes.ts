import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayPath, idRequest } from '@remit/contract/gateway';
import {
  exportJobPageData,
  exportJobPageRequest,
  exportJobRecord,
  exportRequest,
} from '@remit/contract/export';
import { gatewayRoutes } from '../../platform/gateway-route';
import { requireActor } from '../../platform/session.plugin';
import { CONTENT_TYPES, sendDownload } from '../../platform/exports/export-writers';
import type { TradeDownloadService } from './trade-download.service';

const tags = ['tradeDownload'];

/** Trade download (`/userCenter/tradeDownload`): background exports, their progress and their files. */
export const tradeDownloadRoutes =
  (service: TradeDownloadService): FastifyPluginAsyncZod =>
  async (app) => {
    const { family } = gatewayRoutes(app, tags);
    family('tradeDownload', 'tradeDownload', service, {
      create: [exportRequest, exportJobRecord, 'OK'],
      page: [exportJobPageRequest, exportJobPageData],
      get: [idRequest, exportJobRecord],
    });

    app.post(
      gatewayPath('tradeDownload', 'export'),
      {
        config: { auth: { action: 'view', subject: 'tradeDownload' } },
        schema: { tags, body: idRequest },
      },
      async (request, reply) => {
        const file = await service.download(requireActor(request), request.body.id);
        return sendDownload(reply, {
          contentType: CONTENT_TYPES[file.format],
          fileName: file.fileName,
          size: file.size,
          body: file.stream,
        });
      },
    );

    family('tradeDownload', 'tradeDownload', service, { delete: [idRequest] });
  };
