import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARD_TOKEN_HEADER,
  cardLookupBalance,
  cardLookupBalanceRequest,
  cardLookupToken,
  cardLookupTokenRequest,
} from '@remit/contract/card-lookup';
import { envelope } from '@remit/contract/envelope';
import type { CardRow } from '../card/card.repository';
import type { CardLookupService } from './card-lookup.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The card a balance call's card token stands for (set before validation). */
    lookupCard?: CardRow;
  }
}

/**
 * The public balance lookup: public as far as the portal session goes (a portal token is neither needed nor
 * read), each call limited per address; the balance call needs the card token in its `card_token` header,
 * checked before the body is validated.
 */
export const cardLookupRoutes =
  (service: CardLookupService, ratePerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: ratePerMinute, timeWindow: '1 minute' };

    app.post(
      '/api/portal/card-lookup/token',
      {
        config: { auth: 'public', rateLimit },
        schema: {
          tags: ['card-lookup'],
          body: cardLookupTokenRequest,
          response: { 200: envelope(cardLookupToken) },
        },
      },
      async (request, reply) => reply.ok(await service.issueToken(request.body, { ip: request.ip })),
    );

    app.post(
      '/api/portal/card-lookup/balance',
      {
        config: { auth: 'public', rateLimit },
        preValidation: async (request) => {
          const header = request.headers[CARD_TOKEN_HEADER];
          request.lookupCard = await service.cardOf(typeof header === 'string' ? header : undefined);
        },
        schema: {
          tags: ['card-lookup'],
          body: cardLookupBalanceRequest.optional(),
          response: { 200: envelope(cardLookupBalance) },
        },
      },
      async (request, reply) => reply.ok(await service.balance(request.lookupCard!)),
    );
  };
