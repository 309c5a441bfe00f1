import { sendExport } from '../../platform/exports/send-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionGetRequest,
  collectionPageData,
  collectionPageRequest,
  collectionRecord,
  simulateCollectionData,
  simulateCollectionRequest,
} from '@remit/contract/collection';
import { envelope } from '@remit/contract/envelope';
import { exportFormat } from '@remit/contract/export';
import { gatewayFields, gatewayPath } from '@remit/contract/gateway';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { COLLECTION_EXPORT_KIND } from './collection.export';
import type { CollectionService } from './collection.service';

const tags = ['collection'];
const exportRequest = z.object({
  ...gatewayFields,
  format: exportFormat,
  filter: z.record(z.string(), z.unknown()).default({}),
});

/** `collection/{page,get,export}` and `call` (the operator's sandbox "simulate incoming collection"). */
export const collectionRoutes =
  (service: CollectionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('collection', 'page'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: collectionPageRequest, response: { 200: envelope(collectionPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('collection', 'get'),
      {
        config: { auth: { action: 'view', subject: 'collection' } },
        schema: { tags, body: collectionGetRequest, response: { 200: envelope(collectionRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('collection', 'call'),
      {
        config: { auth: { action: 'add', subject: 'collection', operatorOnly: true } },
        schema: {
          tags,
          body: simulateCollectionRequest,
          response: { 200: envelope(simulateCollectionData) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.simulate(requireActor(request), request.body, changeContext(request))),
    );
    app.post(
      gatewayPath('collection', 'export'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: exportRequest },
      },
      async (request, reply) => sendExport(request, reply, { ...request.body, kind: COLLECTION_EXPORT_KIND }),
    );
  };
