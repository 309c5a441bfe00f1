import {
  statementDownloadRequest,
  statementGenerateData,
  statementGenerateRequest,
  statementPageData,
  statementPageRequest,
} from '@remit/contract/statement';
import { gatewayPlugin } from '../../platform/gateway-route';
import { sendDownload } from '../../platform/exports/export-writers';
import type { StatementsService } from './statement.service';

/** Statement (`/statement`): daily and monthly statements, each as CSV or PDF. */
export const statementsRoutes = (service: StatementsService) =>
  gatewayPlugin(['statement'], ({ route, family, fileRoute }) => {
    family('statement', 'statement', service, { page: [statementPageRequest, statementPageData] });

    fileRoute(
      'statement/export',
      ['view', 'statement'],
      statementDownloadRequest,
      async ({ actor, body, ctx }, reply) => {
        const file = await service.file(actor, body.id, body.format, ctx.lang);
        return sendDownload(reply, {
          contentType: body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
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
  });
