import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  virtualAccountCallRequest,
  virtualAccountCreateRequest,
  virtualAccountGetRequest,
  virtualAccountPageData,
  virtualAccountPageRequest,
  virtualAccountRecord,
  virtualAccountUpdateRequest,
} from '@remit/contract/virtual-account';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { VirtualAccountService } from './virtual-account.service';

const tags = ['virtual-account'];

/**
 * `virtual-account/{page,get,create,update,call}`. A partner applies and renames; `call` opens or rejects
 * (the operator only, checked in the service since the same call enables and disables for the partner).
 */
export const virtualAccountRoutes =
  (service: VirtualAccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('virtual-account', 'page'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: {
          tags,
          body: virtualAccountPageRequest,
          response: { 200: envelope(virtualAccountPageData) },
        },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('virtual-account', 'get'),
      {
        config: { auth: { action: 'view', subject: 'collection' } },
        schema: { tags, body: virtualAccountGetRequest, response: { 200: envelope(virtualAccountRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('virtual-account', 'create'),
      {
        config: { auth: { action: 'add', subject: 'collection' } },
        schema: {
          tags,
          body: virtualAccountCreateRequest,
          response: { 200: envelope(virtualAccountRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('virtual-account', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'collection' } },
        schema: {
          tags,
          body: virtualAccountUpdateRequest,
          response: { 200: envelope(virtualAccountRecord) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('virtual-account', 'call'),
      {
        // The review desk's decisions are the operator's; a partner cannot open its own.
        config: {
          auth: { action: 'edit', subject: 'collection', operatorOnly: { forActions: ['open', 'reject'] } },
        },
        schema: { tags, body: virtualAccountCallRequest, response: { 200: envelope(virtualAccountRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.call(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
