import { listExportRequest } from '../../platform/exports/send-export';
import {
  collectionGetRequest,
  collectionPageData,
  collectionPageRequest,
  collectionRecord,
  simulateCollectionData,
  simulateCollectionRequest,
} from '@remit/contract/collection';
import { gatewayPlugin } from '../../platform/gateway-route';
import { COLLECTION_EXPORT_KIND } from './collection.export';
import type { CollectionService } from './collection.service';

const tags = ['collection'];

/** `collection/{page,get,export}` and `call` (the operator's sandbox "simulate incoming collection"). */
export const collectionRoutes = (service: CollectionService) =>
  gatewayPlugin(tags, ({ route, family, exportRoute }) => {
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
    exportRoute('collection', ['index', 'collection'], listExportRequest, () => COLLECTION_EXPORT_KIND);
  });
