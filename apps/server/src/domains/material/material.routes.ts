import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
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
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { readMultipart, sendFile } from '../../platform/upload';
import type { MaterialService } from './material.service';

const tags = ['material'];

/**
 * `material/{page,get,create,download}` for a partner's materials (the operator sees every partner's), and
 * `material/review`, the operator's decision. `create` is multipart: the text fields, then the certificates.
 */
export const materialRoutes =
  (service: MaterialService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('material', 'page'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: materialPageRequest, response: { 200: envelope(materialPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('material', 'get'),
      {
        config: { auth: { action: 'view', subject: 'collection' } },
        schema: { tags, body: materialGetRequest, response: { 200: envelope(materialRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('material', 'create'),
      {
        config: { auth: { action: 'add', subject: 'collection' } },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(materialRecord) } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { fields, files } = await readMultipart(request, materialCreateFields, CERTIFICATE_KINDS);
        return reply.ok(await service.create(actor, fields, files, changeContext(request)), 'SAVED');
      },
    );
    app.post(
      gatewayPath('material', 'download'),
      {
        config: { auth: { action: 'view', subject: 'collection' } },
        schema: { tags, body: materialDownloadRequest },
      },
      async (request, reply) =>
        sendFile(reply, await service.download(requireActor(request), request.body.id, request.body.kind)),
    );
    app.post(
      gatewayPath('material', 'review'),
      {
        config: { auth: { action: 'edit', subject: 'collection', operatorOnly: true } },
        schema: { tags, body: materialReviewRequest, response: { 200: envelope(materialRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.review(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
