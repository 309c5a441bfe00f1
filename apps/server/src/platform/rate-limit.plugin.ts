import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the rate-limit counters live right now, for /api/health. */
    limitsHealth(): LimitsHealth;
  }
}

/** `shared`: every instance counts in Redis; `local`: each instance counts what it sees. */
export type LimitsHealth = { limits: 'shared' | 'local'; redis?: 'up' | 'down' };

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, res?: Counted) => void;
type Store = {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's own two stores (a package file without types of its own; npm keeps it beside index.js).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/**
 * How long a request may wait for Redis. A dead Redis refuses at once and is not asked
 * again until it reconnects; a hung one costs at most COMMAND_TIMEOUT_MS before the local count decides.
 */
const CONNECT_TIMEOUT_MS = 500;
const COMMAND_TIMEOUT_MS = 250;

export type RateLimitOptions = { redisUrl?: string; keyPrefix: string };

/**
 * Counts requests in Redis when REDIS_URL is set, so every instance behind a load balancer counts the same
 * requests; in process otherwise. While Redis is unreachable each instance falls back to its own in-process
 * counters at once — limits hold for what one instance sees — with one warning per outage and
 * `limits: local` in /api/health; the shared counters resume when Redis is back.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, opts) => {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, {
        connectTimeout: CONNECT_TIMEOUT_MS,
        commandTimeout: COMMAND_TIMEOUT_MS,
        // Never queue a request's count while disconnected (that wait was the 4 s): count it locally.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (times) => Math.min(times * 200, 5_000),
      })
    : undefined;

  let outage = false;
  const down = (log: FastifyBaseLogger, err: Error) => {
    if (outage) return;
    outage = true;
    log.warn(
      { err: err.message },
      'rate-limit store unreachable: counting in this instance until it is back',
    );
  };
  const up = () => {
    if (!outage) return;
    outage = false;
    app.log.info('rate-limit store reachable again: counting in Redis');
  };
  const shared = () => redis !== undefined && redis.status === 'ready' && !outage;

  if (redis) {
    redis.on('error', (err: Error) => down(app.log, err));
    redis.on('ready', up);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  class FallbackStore implements Store {
    constructor(
      private readonly local: Store,
      private readonly remote: Store | undefined,
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number) {
      const { local, remote } = this;
      if (!remote || redis?.status !== 'ready') return local.incr(key, done, timeWindow, max);
      remote.incr(
        key,
        (err, res) => {
          if (!err) {
            up();
            return done(null, res);
          }
          down(app.log, err);
          local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: unknown): Store {
      return new FallbackStore(this.local.child(routeOptions), this.remote?.child(routeOptions));
    }
  }

  const store = class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        redis
          ? new RedisStore(
              params.continueExceeding,
              params.exponentialBackoff,
              redis,
              `${opts.keyPrefix}rate-limit:`,
            )
          : undefined,
      );
    }
  };

  await app.register(rateLimit, {
    global: false,
    store: store as never,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: 'rate limited' }),
  });

  app.decorate('limitsHealth', (): LimitsHealth =>
    redis ? { limits: shared() ? 'shared' : 'local', redis: shared() ? 'up' : 'down' } : { limits: 'local' },
  );
};

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
