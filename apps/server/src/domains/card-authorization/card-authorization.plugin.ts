import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { FxRates } from '../../adapters/fx/fx';
import { registerAuthorizationExportKind } from './card-authorization.export';
import { cardAuthorizationRoutes } from './card-authorization.routes';
import { createCardAuthorizationService } from './card-authorization.service';
import { parseEnv } from '../../platform/env';

/** The hourly run that voids approvals not cleared within their window. */
export const AUTHORIZATION_EXPIRY_QUEUE = 'card-authorizations.expire';

/**
 * Card authorizations from the environment:
 * CARD_NETWORK_SANDBOX  true (default) lets the portal send card-network messages (`card-authorization/call`);
 *                       false in production, where messages come from the real network's adapter.
 */
const env = z.object({
  CARD_NETWORK_SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const cardAuthorizationPlugin =
  (deps: { fx: FxRates; env?: NodeJS.ProcessEnv }): FastifyPluginAsync =>
  async (app) => {
    const config = parseEnv(env, deps.env);
    const service = createCardAuthorizationService({ db: app.db, fx: deps.fx });
    registerAuthorizationExportKind(app.exportKinds);
    await app.jobs?.every(AUTHORIZATION_EXPIRY_QUEUE, '20 * * * *', async () => {
      const expired = await service.expireDue();
      if (expired) app.log.info({ expired }, 'uncleared card authorizations expired');
    });
    await app.register(cardAuthorizationRoutes(service, { sandbox: config.CARD_NETWORK_SANDBOX }));
  };
