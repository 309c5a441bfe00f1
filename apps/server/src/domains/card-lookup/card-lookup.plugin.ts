import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CARD_LOOKUP_LOCK_MINUTES,
  CARD_LOOKUP_MAX_FAILURES,
  CARD_TOKEN_MINUTES,
} from '@remit/contract/card-lookup';
import { secretKeyFrom } from '../../platform/secret-key';
import { cardVaultFromEnv } from '../card/card.vault';
import { cardLookupRoutes } from './card-lookup.routes';
import { createCardLookupService } from './card-lookup.service';
import { parseEnv } from '../../platform/env';

/**
 * Balance-lookup settings from the environment:
 * CARD_LOOKUP_RATE_LIMIT      lookup calls per address per minute (default 10)
 * CARD_LOOKUP_TOKENS_PER_CARD card tokens one card may be given per 15 minutes (default 10)
 */
export const cardLookupEnv = z.object({
  CARD_LOOKUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  CARD_LOOKUP_TOKENS_PER_CARD: z.coerce.number().int().positive().default(10),
});

export type CardLookupPluginDeps = { env?: NodeJS.ProcessEnv };

/** The public single-card balance lookup, with the same card-data vault as the cards plugin. */
export const cardLookupPlugin =
  (deps: CardLookupPluginDeps = {}): FastifyPluginAsync =>
  async (app) => {
    const source = deps.env ?? process.env;
    const env = parseEnv(cardLookupEnv, source);
    // The cards plugin already said where the keys come from; the same keys, no second log line.
    const vault = cardVaultFromEnv(source, app.config.DATA_DIR, () => {});
    const service = createCardLookupService({
      db: app.db,
      vault,
      secretKey: secretKeyFrom(app.config),
      settings: {
        tokenMinutes: CARD_TOKEN_MINUTES,
        maxFailures: CARD_LOOKUP_MAX_FAILURES,
        lockMinutes: CARD_LOOKUP_LOCK_MINUTES,
        tokensPerCard: env.CARD_LOOKUP_TOKENS_PER_CARD,
      },
    });
    await app.register(cardLookupRoutes(service, env.CARD_LOOKUP_RATE_LIMIT));
  };
