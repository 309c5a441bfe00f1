import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@remit/contract/upload';
import type { Screening } from '../../adapters/screening/screening';
import { createSandboxScreening } from '../../adapters/screening/screening.sandbox';
import { moneyEnv } from '../account/account.plugin';
import { registerMerchantExportKinds } from './merchant.export';
import { merchantRoutes } from './merchant.routes';
import { createMerchantsService } from './merchant.service';
import { parseEnv } from '../../platform/env';

export type MerchantsPluginDeps = {
  /** A real provider's screening adapter; the sandbox watch list (SCREENING_WATCHLIST) by default. */
  screening?: Screening;
  env?: NodeJS.ProcessEnv;
};

/** Merchants and the review desk, assembled once for app.ts; uploads are multipart in this scope only. */
export const merchantsPlugin =
  (deps: MerchantsPluginDeps = {}): FastifyPluginAsync =>
  async (app) => {
    const env = parseEnv(moneyEnv, deps.env);
    const service = createMerchantsService({
      db: app.db,
      storage: app.storage,
      screening: deps.screening ?? createSandboxScreening({ file: app.config.SCREENING_WATCHLIST }),
      balanceCurrencies: env.BALANCE_CURRENCIES,
    });
    registerMerchantExportKinds(app.exportKinds);
    // One file part of at most 1 MB: a longer one is refused whole, naming the limit.
    await app.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 128, parts: 6 },
    });
    await app.register(merchantRoutes(service));
  };
