import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  shopCreateRequest,
  shopGetRequest,
  shopPageData,
  shopPageRequest,
  shopRecord,
  shopStatusRequest,
  shopUpdateRequest,
} from '@remit/contract/shop';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { ShopService } from './shop.service';

const tags = ['shop'];

/** `shop/{page,get,create,update,call}`; `call` enables or disables. */
export const shopRoutes =
  (service: ShopService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('shop', 'page'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: shopPageRequest, response: { 200: envelope(shopPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('shop', 'get'),
      {
        config: { auth: { action: 'view', subject: 'collection' } },
        schema: { tags, body: shopGetRequest, response: { 200: envelope(shopRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('shop', 'create'),
      {
        config: { auth: { action: 'add', subject: 'collection' } },
        schema: { tags, body: shopCreateRequest, response: { 200: envelope(shopRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('shop', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'collection' } },
        schema: { tags, body: shopUpdateRequest, response: { 200: envelope(shopRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('shop', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'collection' } },
        schema: { tags, body: shopStatusRequest, response: { 200: envelope(shopRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.call(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
  };
