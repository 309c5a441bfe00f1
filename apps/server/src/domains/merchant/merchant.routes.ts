import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idRequest } from '@remit/contract/gateway';
import {
  merchantCallRequest,
  merchantCreateRequest,
  merchantDetail,
  merchantDocument,
  merchantDownloadRequest,
  merchantPageData,
  merchantPageRequest,
  merchantRecord,
  merchantReviewCallRequest,
  merchantReviewDetail,
  merchantReviewDownloadRequest,
  merchantReviewPageData,
  merchantReviewPageRequest,
  merchantReviewRecord,
  merchantUpdateRequest,
  merchantUploadFields,
} from '@remit/contract/merchant';
import { AppError } from '../../platform/errors';
import { readMultipart, sendFile } from '../../platform/upload';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { MerchantsService, UploadedFile } from './merchant.service';

/**
 * The multipart body of `merchant/upload`: the fields `id` and `kind`, then one part `file`. Read whole (it is
 * at most 1 MB); a larger file is refused naming the limit, not cut.
 */
const readUpload = async (request: FastifyRequest) => {
  const { fields, files } = await readMultipart(request, merchantUploadFields, ['file']);
  if (!files.file) throw new AppError('FILE_MISSING');
  const file: UploadedFile = files.file;
  return { fields, file };
};

/** `merchant/*` (a partner's merchants) and `merchant-review/*` (the operator's desk). */
export const merchantRoutes =
  (service: MerchantsService): FastifyPluginAsyncZod =>
  async (app) => {
    const merchant = gatewayRoutes(app, ['merchant']);
    merchant.family('merchant', 'merchant', service, {
      page: [merchantPageRequest, merchantPageData],
      get: [idRequest, merchantDetail],
      create: [merchantCreateRequest, merchantRecord],
      update: [merchantUpdateRequest, merchantRecord],
      call: [merchantCallRequest, merchantRecord],
    });
    merchant.uploadRoute(
      'merchant/upload',
      ['edit', 'merchant'],
      merchantDocument,
      ['file'],
      async ({ actor, ctx, request }) => {
        const { fields, file } = await readUpload(request);
        return service.upload(actor, fields, file, ctx);
      },
    );
    merchant.fileRoute(
      'merchant/download',
      ['view', 'merchant'],
      merchantDownloadRequest,
      async ({ actor, body }, reply) =>
        sendFile(reply, await service.download(actor, body.id, body.documentId)),
    );

    // ---- the review desk: the operator only, across partners ----
    const review = { action: 'edit', subject: 'merchant', operatorOnly: true } as const;
    const { route, fileRoute } = gatewayRoutes(app, ['merchant-review']);
    route(
      'merchant-review/page',
      { auth: { ...review, action: 'index' }, body: merchantReviewPageRequest, data: merchantReviewPageData },
      ({ body }) => service.reviewPage(body),
    );
    route(
      'merchant-review/get',
      { auth: { ...review, action: 'view' }, body: idRequest, data: merchantReviewDetail },
      ({ body }) => service.reviewGet(body.id),
    );
    route(
      'merchant-review/call',
      { auth: review, body: merchantReviewCallRequest, data: merchantReviewRecord, message: 'SAVED' },
      ({ actor, body, ctx }) => service.review(actor, body, ctx),
    );
    fileRoute(
      'merchant-review/download',
      { ...review, action: 'view' },
      merchantReviewDownloadRequest,
      async ({ body }, reply) => sendFile(reply, await service.reviewDownload(body.id, body.documentId)),
    );
  };
