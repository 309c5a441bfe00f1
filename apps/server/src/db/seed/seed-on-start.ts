import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../client';
import { seedDemo } from './demo.seed';
import { storageFromConfig } from '../../adapters/storage/storage.config';
import { seedPermissionCatalogue } from './permissions.seed';
import { cardVaultFromEnv } from '../../domains/card/card.vault';

/** Whether this start may seed the demo data: never in production unless DEMO_SEED=true says so. */
export const demoSeedAllowed = (config: Config) =>
  config.NODE_ENV !== 'production' || config.DEMO_SEED === true;

/**
 * What every start does to the data: the demo seed on an empty database when allowed, otherwise only the
 * permission catalogue (which a production database needs as much as a demo one).
 */
export const seedOnStart = async (db: Db, config: Config, log: FastifyBaseLogger) => {
  if (config.DEMO_SEED !== false && demoSeedAllowed(config)) {
    if (
      await seedDemo(
        db,
        { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD },
        storageFromConfig(config),
        // The same keys the card plugin reads (the environment, else DATA_DIR's key file).
        cardVaultFromEnv(process.env, config.DATA_DIR, (msg) => log.info(msg)),
      )
    )
      log.info('demo data seeded');
    return;
  }
  await db.transaction((tx) => seedPermissionCatalogue(tx));
  if (config.NODE_ENV === 'production')
    log.info('demo seed refused in production (set DEMO_SEED=true to allow it)');
};
