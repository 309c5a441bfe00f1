import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  materialLinkCallRequest,
  materialLinkCreateRequest,
  materialLinkPageData,
  materialLinkPageRequest,
  materialLinkRecord,
} from '@remit/contract/material-link';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { MaterialLinkService } from './material-link.service';

const tags = ['material-link'];

/** `material-link/{page,create,call}`; `call` is the partner's unlink or the operator's confirm / reject. */
export const materialLinkRoutes =
  (service: MaterialLinkService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('material-link', 'page'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: materialLinkPageRequest, response: { 200: envelope(materialLinkPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('material-link', 'create'),
      {
        config: { auth: { action: 'add', subject: 'collection' } },
        schema: { tags, body: materialLinkCreateRequest, response: { 200: envelope(materialLinkRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('material-link', 'call'),
      {
        // `unlink` by the partner; `confirm` and `reject` by the operator only.
        config: {
          auth: {
            action: 'edit',
            subject: 'collection',
            operatorOnly: { forActions: ['confirm', 'reject'] },
          },
        },
        schema: { tags, body: materialLinkCallRequest, response: { 200: envelope(materialLinkRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.call(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
