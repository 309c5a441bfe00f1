import { listExportRequest, sendExport } from '../../platform/exports/send-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionGetRequest,
  collectionPageData,
  collectionPageRequest,
  collectionRecord,
  simulateCollectionData,
  simulateCollectionRequest,
} from '@remit/contract/collection';
import { gatewayPath } from '@remit/contract/gateway';
import { gatewayRoutes } from '../../platform/gateway-route';
import { COLLECTION_EXPORT_KIND } from './collection.export';
import type { CollectionService } from './collection.service';

const tags = ['collection'];

/** `collection/{page,get,export}` and `call` (the operator's sandbox "simulate incoming collection"). */
export const collectionRoutes =
  (service: CollectionService): FastifyPluginAsyncZod =>
  async (app) => {
    const { route, family } = gatewayRoutes(app, tags);
    family('collection', 'collection', service, {
      page: [collectionPageRequest, collectionPageData],
      get: [collectionGetRequest, collectionRecord],
    });
    route(
      'collection/call',
      {
        auth: { action: 'add', subject: 'collection', operatorOnly: true },
        body: simulateCollectionRequest,
        data: simulateCollectionData,
      },
      ({ actor, body, ctx }) => service.simulate(actor, body, ctx),
    );
    app.post(
      gatewayPath('collection', 'export'),
      {
        config: { auth: { action: 'index', subject: 'collection' } },
        schema: { tags, body: listExportRequest },
      },
      async (request, reply) => sendExport(request, reply, { ...request.body, kind: COLLECTION_EXPORT_KIND }),
    );
  };
