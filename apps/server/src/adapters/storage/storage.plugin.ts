import fp from 'fastify-plugin';
import type { Storage } from './storage';
import { storageFromConfig } from './storage.config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (merchant documents, collection materials): a folder or an S3 bucket. */
    storage: Storage;
  }
}

/** Decorates the instance with the configured storage (or the one a test hands in). */
export const storagePlugin = fp<{ storage?: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage ?? storageFromConfig(app.config));
  },
  { name: 'storage', dependencies: ['config'] },
);
