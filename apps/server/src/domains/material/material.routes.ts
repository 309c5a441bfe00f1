import {
  CERTIFICATE_KINDS,
  materialCreateFields,
  materialDownloadRequest,
  materialGetRequest,
  materialPageData,
  materialPageRequest,
  materialRecord,
  materialReviewRequest,
} from '@remit/contract/material';
import { gatewayPlugin } from '../../platform/gateway-route';
import { readMultipart, sendFile } from '../../platform/upload';
import type { MaterialService } from './material.service';

/**
 * `material/{page,get,create,download}` for a partner's materials (the operator sees every partner's), and
 * `material/review`, the operator's decision. `create` is multipart: the text fields, then the certificates.
 */
export const materialRoutes = (service: MaterialService) =>
  gatewayPlugin(['material'], ({ route, family, fileRoute, uploadRoute }) => {
    family('material', 'collection', service, {
      page: [materialPageRequest, materialPageData],
      get: [materialGetRequest, materialRecord],
    });
    uploadRoute(
      'material/create',
      ['add', 'collection'],
      materialRecord,
      CERTIFICATE_KINDS,
      async ({ actor, ctx, request }) => {
        const { fields, files } = await readMultipart(request, materialCreateFields, CERTIFICATE_KINDS);
        return service.create(actor, fields, files, ctx);
      },
    );
    fileRoute(
      'material/download',
      ['view', 'collection'],
      materialDownloadRequest,
      async ({ actor, body }, reply) => sendFile(reply, await service.download(actor, body.id, body.kind)),
    );
    route(
      'material/review',
      {
        auth: { action: 'edit', subject: 'collection', operatorOnly: true },
        body: materialReviewRequest,
        data: materialRecord,
        message: 'SAVED',
      },
      ({ actor, body, ctx }) => service.review(actor, body, ctx),
    );
  });
