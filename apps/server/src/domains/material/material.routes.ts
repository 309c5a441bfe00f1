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
import { gatewayRoutes } from '../../platform/gateway-route';
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
    const { route, family } = gatewayRoutes(app, tags);
    family('material', 'collection', service, {
      page: [materialPageRequest, materialPageData],
      get: [materialGetRequest, materialRecord],
    });
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
  };
