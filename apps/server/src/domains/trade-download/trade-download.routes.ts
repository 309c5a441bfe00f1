import { idRequest } from '@remit/contract/gateway';
import {
  exportJobPageData,
  exportJobPageRequest,
  exportJobRecord,
  exportRequest,
} from '@remit/contract/export';
import { gatewayPlugin } from '../../platform/gateway-route';
import { CONTENT_TYPES, sendDownload } from '../../platform/exports/export-writers';
import type { TradeDownloadService } from './trade-download.service';

/** Trade download (`/userCenter/tradeDownload`): background exports, their progress and their files. */
export const tradeDownloadRoutes = (service: TradeDownloadService) =>
  gatewayPlugin(['tradeDownload'], ({ family, fileRoute }) => {
    family('tradeDownload', 'tradeDownload', service, {
      create: [exportRequest, exportJobRecord, 'OK'],
      page: [exportJobPageRequest, exportJobPageData],
      get: [idRequest, exportJobRecord],
    });

    fileRoute(
      'tradeDownload/export',
      ['view', 'tradeDownload'],
      idRequest,
      async ({ actor, body }, reply) => {
        const file = await service.download(actor, body.id);
        return sendDownload(reply, {
          contentType: CONTENT_TYPES[file.format],
          fileName: file.fileName,
          size: file.size,
          body: file.stream,
        });
      },
    );

    family('tradeDownload', 'tradeDownload', service, { delete: [idRequest] });
  });
