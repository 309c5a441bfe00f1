import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_FILE_BYTES } from '@remit/contract/upload';
import type { CollectionSimulator, VaIssuer } from '../../adapters/bank/va-issuer';
import { createSandboxCollections, createSandboxVaIssuer } from '../../adapters/bank/va-issuer.sandbox';
import { materialLinkRoutes } from '../material-link/material-link.routes';
import { createMaterialLinkService } from '../material-link/material-link.service';
import { materialRoutes } from '../material/material.routes';
import { createMaterialService } from '../material/material.service';
import { shopRoutes } from '../shop/shop.routes';
import { createShopService } from '../shop/shop.service';
import { virtualAccountRoutes } from '../virtual-account/virtual-account.routes';
import { createVirtualAccountService } from '../virtual-account/virtual-account.service';
import { registerCollectionExportKinds } from './collection.export';
import { collectionRoutes } from './collection.routes';
import { createCollectionService, type CollectionService } from './collection.service';
import { parseEnv } from '../../platform/env';
import type { FxRates } from '../../adapters/fx/fx';
import { moneyEnv } from '../account/account.plugin';

/**
 * Collections settings (environment), beside the balance currencies (BALANCE_CURRENCIES: what a virtual
 * account may settle in) and, through the app's one FX adapter, the sandbox FX rates (FX_SANDBOX_RATES: how other
 * currencies convert on arrival):
 * VA_SANDBOX_AUTO_OPEN  true: in sandbox mode the bank opens every virtual-account application at once
 *                       (default false: the operator opens it from the desk)
 */
export const collectionEnv = moneyEnv.pick({ BALANCE_CURRENCIES: true }).extend({
  VA_SANDBOX_AUTO_OPEN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type CollectionPluginDeps = {
  /** A real bank's VA issuer; the sandbox issuer by default. */
  issuer?: VaIssuer;
  /** The app's one FX rates adapter (app.ts): a collection in another currency converts at it. */
  fx: FxRates;
  env?: NodeJS.ProcessEnv;
  onService?: (service: CollectionService) => void;
};

/** Virtual accounts, shops, collections, materials and their links, assembled once for app.ts. */
export const collectionPlugin =
  (deps: CollectionPluginDeps): FastifyPluginAsync =>
  async (app) => {
    const env = parseEnv(collectionEnv, deps.env);
    const sandbox = app.config.SANDBOX;
    const virtualAccounts = createVirtualAccountService({
      db: app.db,
      issuer: deps.issuer ?? createSandboxVaIssuer(),
      settings: { sandbox, autoOpen: env.VA_SANDBOX_AUTO_OPEN, balanceCurrencies: env.BALANCE_CURRENCIES },
    });
    let simulator: CollectionSimulator | undefined;
    const collections = createCollectionService({
      db: app.db,
      sandbox,
      simulator: () => simulator,
      fx: deps.fx,
      balanceCurrencies: env.BALANCE_CURRENCIES,
    });
    if (sandbox && !deps.issuer) simulator = createSandboxCollections((n) => collections.receive(n));
    registerCollectionExportKinds(app.exportKinds);
    deps.onService?.(collections);
    await app.register(virtualAccountRoutes(virtualAccounts));
    await app.register(shopRoutes(createShopService({ db: app.db })));
    await app.register(collectionRoutes(collections));
    await app.register(materialLinkRoutes(createMaterialLinkService({ db: app.db })));
    // Materials carry up to two certificates of at most 1 MB each: multipart in their scope only.
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
      });
      await scope.register(materialRoutes(createMaterialService({ db: app.db, storage: app.storage })));
    });
  };
