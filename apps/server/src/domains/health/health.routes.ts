import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { pingDatabase } from './health.repository';

/** 200 once the database is migrated and the server takes requests; 503 while it cannot. */
export const healthRoutes =
  (db: Db, isReady: () => boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: { auth: 'public' }, schema: { tags: ['health'] } },
      async (_request, reply) => {
        if (!isReady()) return reply.status(503).send({ status: 'starting' });
        try {
          await pingDatabase(db);
          return { status: 'ok' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
