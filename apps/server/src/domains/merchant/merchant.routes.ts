import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath, idRequest } from '@remit/contract/gateway';
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
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { MerchantsService, UploadedFile } from './merchant.service';

const tags = ['merchant'];

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
    gatewayRoutes(app, tags).family('merchant', 'merchant', service, {
      page: [merchantPageRequest, merchantPageData],
      get: [idRequest, merchantDetail],
      create: [merchantCreateRequest, merchantRecord],
      update: [merchantUpdateRequest, merchantRecord],
      call: [merchantCallRequest, merchantRecord],
    });
    app.post(
      gatewayPath('merchant', 'upload'),
      {
        config: { auth: { action: 'edit', subject: 'merchant' } },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(merchantDocument) } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { fields, file } = await readUpload(request);
        return reply.ok(await service.upload(actor, fields, file, changeContext(request)), 'SAVED');
      },
    );
    app.post(
      gatewayPath('merchant', 'download'),
      {
        config: { auth: { action: 'view', subject: 'merchant' } },
        schema: { tags, body: merchantDownloadRequest },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await service.download(requireActor(request), request.body.id, request.body.documentId),
        ),
    );

    // ---- the review desk: the operator only, across partners ----
    const review = { action: 'edit', subject: 'merchant', operatorOnly: true } as const;
    const reviewTags = ['merchant-review'];
    const { route } = gatewayRoutes(app, reviewTags);
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
    app.post(
      gatewayPath('merchant-review', 'download'),
      {
        config: { auth: { ...review, action: 'view' } },
        schema: { tags: reviewTags, body: merchantReviewDownloadRequest },
      },
      async (request, reply) =>
        sendFile(reply, await service.reviewDownload(request.body.id, request.body.documentId)),
    );
  };
