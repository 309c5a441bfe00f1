import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { LimitsHealth } from '../../platform/rate-limit.plugin';
import { pingDatabase } from './health.repository';

/**
 * 200 once the database is migrated and the server takes requests; 503 while it cannot. A Redis outage
 * keeps 200 (the instance still limits requests on its own counters) and says so: `limits: local, redis: down`.
 */
export const healthRoutes =
  (db: Db, isReady: () => boolean, limits: () => LimitsHealth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: { auth: 'public' }, schema: { tags: ['health'] } },
      async (_request, reply) => {
        if (!isReady()) return reply.status(503).send({ status: 'starting' });
        try {
          await pingDatabase(db);
          return { status: 'ok', ...limits() };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
