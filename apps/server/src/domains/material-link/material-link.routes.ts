import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  materialLinkCallRequest,
  materialLinkCreateRequest,
  materialLinkPageData,
  materialLinkPageRequest,
  materialLinkRecord,
} from '@remit/contract/material-link';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { MaterialLinkService } from './material-link.service';

/** `material-link/{page,create,call}`; `call` is the partner's unlink or the operator's confirm / reject. */
export const materialLinkRoutes =
  (service: MaterialLinkService): FastifyPluginAsyncZod =>
  async (app) => {
    const { route, family } = gatewayRoutes(app, ['material-link']);
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
  };
