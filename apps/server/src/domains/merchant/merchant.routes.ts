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
import { sendFile } from '../../platform/upload';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { validationText } from '../../platform/validation-messages';
import { requestLanguage } from '../../platform/language';
import type { MerchantsService, UploadedFile } from './merchant.service';

const tags = ['merchant'];

/**
 * The multipart body of `merchant/upload`: the fields `id` and `kind`, then one part `file`. Read whole (it is
 * at most 1 MB); a larger file is refused naming the limit, not cut.
 */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  let part;
  try {
    part = await request.file();
  } catch {
    throw new AppError('FILE_MISSING');
  }
  if (!part) throw new AppError('FILE_MISSING');
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(part.fields))
    if (value && !Array.isArray(value) && value.type === 'field') raw[name] = value.value;
  const parsed = merchantUploadFields.safeParse(raw);
  if (!parsed.success) {
    part.file.resume();
    const lang = requestLanguage(request);
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[issue.path.join('.') || '_'] ??= []).push(validationText(issue.message, lang));
    const detail = Object.entries(fieldErrors)
      .map(([f, m]) => `${f}: ${m.join(', ')}`)
      .join('; ');
    throw new AppError('VALIDATION', { detail }, fieldErrors);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('FILE_MISSING');
  }
  const file: UploadedFile = { fileName: part.filename ?? '', bytes };
  return { fields: parsed.data, file };
};

/** `merchant/*` (a partner's merchants) and `merchant-review/*` (the operator's desk). */
export const merchantRoutes =
  (service: MerchantsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('merchant', 'page'),
      {
        config: { auth: { action: 'index', subject: 'merchant' } },
        schema: { tags, body: merchantPageRequest, response: { 200: envelope(merchantPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('merchant', 'get'),
      {
        config: { auth: { action: 'view', subject: 'merchant' } },
        schema: { tags, body: idRequest, response: { 200: envelope(merchantDetail) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('merchant', 'create'),
      {
        config: { auth: { action: 'add', subject: 'merchant' } },
        schema: { tags, body: merchantCreateRequest, response: { 200: envelope(merchantRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('merchant', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'merchant' } },
        schema: { tags, body: merchantUpdateRequest, response: { 200: envelope(merchantRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('merchant', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'merchant' } },
        schema: { tags, body: merchantCallRequest, response: { 200: envelope(merchantRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.call(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
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
    app.post(
      gatewayPath('merchant-review', 'page'),
      {
        config: { auth: { ...review, action: 'index' } },
        schema: {
          tags: reviewTags,
          body: merchantReviewPageRequest,
          response: { 200: envelope(merchantReviewPageData) },
        },
      },
      async (request, reply) => reply.ok(await service.reviewPage(request.body)),
    );
    app.post(
      gatewayPath('merchant-review', 'get'),
      {
        config: { auth: { ...review, action: 'view' } },
        schema: { tags: reviewTags, body: idRequest, response: { 200: envelope(merchantReviewDetail) } },
      },
      async (request, reply) => reply.ok(await service.reviewGet(request.body.id)),
    );
    app.post(
      gatewayPath('merchant-review', 'call'),
      {
        config: { auth: review },
        schema: {
          tags: reviewTags,
          body: merchantReviewCallRequest,
          response: { 200: envelope(merchantReviewRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.review(requireActor(request), request.body, changeContext(request)), 'SAVED'),
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
