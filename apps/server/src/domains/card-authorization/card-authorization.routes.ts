import { sendExport } from '../../platform/exports/send-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { exportFormat } from '@remit/contract/export';
import {
  authorizationDetail,
  authorizationGetRequest,
  authorizationPageData,
  authorizationPageRequest,
  authorizationRecord,
  networkMessageRequest,
} from '@remit/contract/card-authorization';
import { gatewayFields } from '@remit/contract/gateway';
import { AppError } from '../../platform/errors';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import { AUTHORIZATION_EXPORT_KIND } from './card-authorization.export';
import type { CardAuthorizationService } from './card-authorization.service';

const tags = ['card-authorization'];
const exportRequest = z.object({
  ...gatewayFields,
  format: exportFormat,
  filter: z.record(z.string(), z.unknown()).default({}),
});

/** `card-authorization/{page,get,export}` and, in sandbox mode, `call`: a card-network message. */
export const cardAuthorizationRoutes =
  (service: CardAuthorizationService, options: { sandbox: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('card-authorization', 'page'),
      {
        config: { auth: { action: 'index', subject: 'card' } },
        schema: { tags, body: authorizationPageRequest, response: { 200: envelope(authorizationPageData) } },
      },
      async (request, reply) =>
        reply.ok(await service.page(requireActor(request), request.body, changeContext(request).lang)),
    );
    app.post(
      gatewayPath('card-authorization', 'get'),
      {
        config: { auth: { action: 'view', subject: 'card' } },
        schema: { tags, body: authorizationGetRequest, response: { 200: envelope(authorizationDetail) } },
      },
      async (request, reply) =>
        reply.ok(await service.get(requireActor(request), request.body.id, changeContext(request).lang)),
    );
    // The sandbox network: what a processor receives, sent from the portal (a card's page, or a replay script).
    app.post(
      gatewayPath('card-authorization', 'call'),
      {
        // A processor's traffic: the session's actor is kept between its requests, checked by the decision itself.
        config: { auth: { action: 'edit', subject: 'card', epochChecked: true } },
        schema: { tags, body: networkMessageRequest, response: { 200: envelope(authorizationRecord) } },
      },
      async (request, reply) => {
        if (!options.sandbox) throw new AppError('CARD_NETWORK_SANDBOX_OFF');
        return reply.ok(
          await service.handle(requireActor(request), request.body, changeContext(request), {
            kept: request.actorKept,
            reread: () => request.rereadActor(),
          }),
        );
      },
    );
    app.post(
      gatewayPath('card-authorization', 'export'),
      {
        config: { auth: { action: 'index', subject: 'card' } },
        schema: { tags, body: exportRequest },
      },
      async (request, reply) =>
        sendExport(request, reply, { ...request.body, kind: AUTHORIZATION_EXPORT_KIND }),
    );
  };
