import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@remit/contract/upload';
import { z } from 'zod';
import type { CardIssuer } from '../../adapters/card-issuer/card-issuer';
import {
  cardIssuerSandboxConfig,
  createSandboxCardIssuer,
} from '../../adapters/card-issuer/card-issuer.sandbox';
import { moneyEnv } from '../account/account.plugin';
import { createIssuingService } from './card.issue';
import { cardRoutes } from './card.routes';
import { createCardSecrets } from './card.secrets';
import { createCardsService, type Prompts } from './card.service';
import { registerCardExportKinds } from './card.export';
import { createBulkApply } from './card.upload';
import { cardKeysEnv, cardVaultFrom } from './card.vault';
import { parseEnv } from '../../platform/env';

/** The daily expiry run's queue: Normal cards past their expiry month become Expired. */
export const CARD_EXPIRY_QUEUE = 'cards.expire';

/**
 * Card settings from the environment, beside the card-data keys (card.vault.ts) and the sandbox issuer's:
 * CARD_SENSITIVE_RATE_LIMIT  sensitive views per session per minute (default 5)
 */
export const cardsEnv = moneyEnv
  .merge(cardIssuerSandboxConfig)
  .merge(cardKeysEnv)
  .extend({ CARD_SENSITIVE_RATE_LIMIT: z.coerce.number().int().positive().default(5) });

export type CardsPluginDeps = {
  /** A real issuer's adapter; the sandbox issuer by default. */
  issuer?: CardIssuer;
  env?: NodeJS.ProcessEnv;
  /** The password and second-factor prompts for the sensitive view (the auth domain's, counted toward the lockout). */
  prompts?: Prompts;
};

/** Cards, the issuer and the card-data vault, assembled once for app.ts. */
export const cardsPlugin =
  (deps: CardsPluginDeps = {}): FastifyPluginAsync =>
  async (app) => {
    const env = parseEnv(cardsEnv, deps.env);
    const vault = cardVaultFrom(env, app.config.DATA_DIR, (msg) => app.log.info(msg));
    let issuer: CardIssuer | undefined = deps.issuer;
    const cards = createCardsService({
      db: app.db,
      vault,
      prompts: deps.prompts,
      secrets: createCardSecrets({ mailer: app.mailer, appTitle: app.config.APP_TITLE }),
    });
    const issuing = createIssuingService({
      db: app.db,
      vault,
      issuer: () => issuer!,
      balanceCurrencies: env.BALANCE_CURRENCIES,
    });
    issuer ??= await createSandboxCardIssuer(
      app.jobs,
      env,
      (applyId) => issuing.onIssuerStart(applyId),
      (n) => issuing.onIssuerNotification(n),
    );
    registerCardExportKinds(app.exportKinds);
    // Daily at 00:10 UTC (after the statements' 00:05 run): the month before today's has ended for every card.
    await app.jobs?.every(CARD_EXPIRY_QUEUE, '10 0 * * *', async () => {
      const expired = await cards.expireDue();
      if (expired) app.log.info({ expired }, 'cards past their expiry date are Expired');
    });
    // Bulk apply sheets: one file part of at most 1 MB, in this scope only.
    await app.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 128, parts: 6 },
    });
    await app.register(
      cardRoutes(cards, issuing, createBulkApply(app.db, issuing), {
        sensitiveRateLimit: env.CARD_SENSITIVE_RATE_LIMIT,
      }),
    );
  };
