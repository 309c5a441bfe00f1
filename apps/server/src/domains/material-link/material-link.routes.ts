import {
  materialLinkCallRequest,
  materialLinkCreateRequest,
  materialLinkPageData,
  materialLinkPageRequest,
  materialLinkRecord,
} from '@remit/contract/material-link';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { MaterialLinkService } from './material-link.service';

/** `material-link/{page,create,call}`; `call` is the partner's unlink or the operator's confirm / reject. */
export const materialLinkRoutes = (service: MaterialLinkService) =>
  gatewayPlugin(['material-link'], ({ route, family }) => {
    family('material-link', 'collection', service, {
      page: [materialLinkPageRequest, materialLinkPageData],
      create: [materialLinkCreateRequest, materialLinkRecord],
    });
    route(
      'material-link/call',
      {
        // `unlink` by the partner; `confirm` and `reject` by the operator only.
        auth: { action: 'edit', subject: 'collection', operatorOnly: { forActions: ['confirm', 'reject'] } },
        body: materialLinkCallRequest,
        data: materialLinkRecord,
        message: 'SAVED',
      },
      ({ actor, body, ctx }) => service.call(actor, body, ctx),
    );
  });
