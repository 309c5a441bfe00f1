import { listExportRequest } from '../../platform/exports/send-export';
import {
  authorizationDetail,
  authorizationGetRequest,
  authorizationPageData,
  authorizationPageRequest,
  authorizationRecord,
  networkMessageRequest,
} from '@remit/contract/card-authorization';
import { AppError } from '../../platform/errors';
import { gatewayPlugin } from '../../platform/gateway-route';
import { AUTHORIZATION_EXPORT_KIND } from './card-authorization.export';
import type { CardAuthorizationService } from './card-authorization.service';

const tags = ['card-authorization'];

/** `card-authorization/{page,get,export}` and, in sandbox mode, `call`: a card-network message. */
export const cardAuthorizationRoutes = (service: CardAuthorizationService, options: { sandbox: boolean }) =>
  gatewayPlugin(tags, ({ route, exportRoute }) => {
    route(
      'card-authorization/page',
      { auth: ['index', 'card'], body: authorizationPageRequest, data: authorizationPageData },
      ({ actor, body, ctx }) => service.page(actor, body, ctx.lang),
    );
    route(
      'card-authorization/get',
      { auth: ['view', 'card'], body: authorizationGetRequest, data: authorizationDetail },
      ({ actor, body, ctx }) => service.get(actor, body.id, ctx.lang),
    );
    // The sandbox network: what a processor receives, sent from the portal (a card's page, or a replay script).
    route(
      'card-authorization/call',
      {
        // A processor's traffic: the session's actor is kept between its requests, checked by the decision itself.
        auth: { action: 'edit', subject: 'card', epochChecked: true },
        body: networkMessageRequest,
        data: authorizationRecord,
      },
      ({ actor, body, ctx, request }) => {
        if (!options.sandbox) throw new AppError('CARD_NETWORK_SANDBOX_OFF');
        return service.handle(actor, body, ctx, {
          kept: request.actorKept,
          reread: () => request.rereadActor(),
        });
      },
    );
    exportRoute('card-authorization', ['index', 'card'], listExportRequest, () => AUTHORIZATION_EXPORT_KIND);
  });
