import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { Mailer } from './platform/mail';
import envelope from './platform/envelope.plugin';
import session from './platform/session.plugin';
import inputGuard from './platform/input-guard.plugin';
import staticFiles from './platform/static.plugin';
import securityHeaders from './platform/security-headers.plugin';
import rateLimits from './platform/rate-limit.plugin';
import { AppError } from './platform/errors';
import { loggerOptions } from './platform/logger';
import { configPlugin, dbPlugin, jobsPlugin, mailerPlugin } from './platform/deps.plugin';
import { exportKindsPlugin } from './platform/exports/exports.plugin';
import type { ExportRegistry } from './platform/exports/export-kinds';
import { authRoutes } from './domains/auth/auth.routes';
import {
  createAuthService,
  PASSWORD_RESET_QUEUE,
  type HumanVerifier,
  type ResetRequestJob,
} from './domains/auth/auth.service';
import { twoFactorRoutes } from './domains/auth/two-factor.routes';
import { createTwoFactorService } from './domains/auth/two-factor.service';
import { secretKeyFrom } from './platform/secret-key';
import { configRoutes } from './domains/config/config.routes';
import { healthRoutes } from './domains/health/health.routes';
import { settingsRoutes } from './domains/setting/setting.routes';
import type { Jobs } from './platform/jobs';
import { reportingRoutes } from './domains/reporting/reporting.plugin';
import { ordersPlugin } from './domains/order/order.plugin';
import type { FxRates } from './adapters/fx/fx';
import { sandboxFxFromEnv } from './adapters/fx/fx.sandbox';
import { accountsPlugin } from './domains/account/account.plugin';
import { merchantsPlugin } from './domains/merchant/merchant.plugin';
import { cardsPlugin } from './domains/card/card.plugin';
import { cardAuthorizationPlugin } from './domains/card-authorization/card-authorization.plugin';
import { cardLookupPlugin } from './domains/card-lookup/card-lookup.plugin';
import { collectionPlugin } from './domains/collection/collection.plugin';
import { storagePlugin } from './adapters/storage/storage.plugin';
import type { Storage } from './adapters/storage/storage';
import type { Screening } from './adapters/screening/screening';

export type AppDeps = {
  config: Config;
  handle: DbHandle;
  mailer: Mailer;
  /** The job queue (exports, statements); absent in a bare app, whose background exports are refused. */
  jobs?: Jobs;
  verifyHuman?: HumanVerifier;
  /** Where log lines go (stdout by default); tests capture them to check redaction. */
  logStream?: NodeJS.WritableStream;
  /** The FX rates adapter (the sandbox one from FX_SANDBOX_RATES by default); tests move the market with their own. */
  fx?: FxRates;
  /** Registers export kinds beside the domains' own (a test's synthetic list, the export benchmark's rows). */
  exportKinds?: (kinds: ExportRegistry) => void;
  /** Where uploaded files live (DATA_DIR/files or the S3 bucket by default); tests hand in their own folder. */
  storage?: Storage;
  /** The watch-list screening adapter (the sandbox list by default). */
  screening?: Screening;
};

/** A g_score threshold verifier, on only when CAPTCHA_MIN_SCORE is set. */
const scoreVerifier =
  (min: number): HumanVerifier =>
  async (score) => {
    const value = Number(score);
    return Number.isFinite(value) && value >= min;
  };

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness for /api/health and the API (false before migrations and during shutdown). */
    setReady(ready: boolean): void;
  }
}

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, handle } = deps;
  const app = Fastify({
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 2 * 1024 * 1024,
    // A hop count believes that many proxies in front of the server (Fastify's own numeric form).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    // A domain plugin may create its job queues and read the database while it registers: Fastify's 10 s
    // default gave up on a loaded 2-core machine. A plugin that truly hangs still stops the start.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let ready = false;
  const setReady = (value: boolean) => {
    ready = value;
  };
  app.addHook('onRequest', async (request) => {
    if (!ready && request.url.startsWith('/api/') && !request.url.startsWith('/api/health'))
      throw new AppError('UNAVAILABLE');
  });

  await app.register(securityHeaders);
  // Answers over 1 KB go out brotli (quality 4: fast enough per request) or gzip, as the client accepts: JSON,
  // CSV and other text, streamed downloads included. Files that are compressed already (PDF, XLSX, images)
  // and the web app's precompressed copies go as they are. Request bodies are never inflated (no zip bombs
  // under the body limit). Registered before every route: it attaches itself to routes as they are declared.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    // Fastify's default list also takes octet-stream, which may be anything; mime-db decides the rest.
    customTypes: /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript/,
  });
  await app.register(rateLimits, { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(swagger, {
    openapi: { info: { title: `${config.APP_TITLE} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db: handle.db });
  await app.register(jobsPlugin, { jobs: deps.jobs });
  await app.register(mailerPlugin, { mailer: deps.mailer });
  await app.register(exportKindsPlugin, { extra: deps.exportKinds });
  await app.register(storagePlugin, { storage: deps.storage });
  await app.register(envelope);
  await app.register(session, { db: handle.db, idleMinutes: config.SESSION_IDLE_MINUTES });
  await app.register(inputGuard);

  const auth = createAuthService({
    db: handle.db,
    config,
    mailer: deps.mailer,
    jobs: deps.jobs,
    verifyHuman:
      deps.verifyHuman ??
      (config.CAPTCHA_MIN_SCORE !== undefined ? scoreVerifier(config.CAPTCHA_MIN_SCORE) : undefined),
  });
  await app.register(
    healthRoutes(
      handle.db,
      () => ready,
      () => app.limitsHealth(),
    ),
  );
  if (deps.jobs)
    await deps.jobs.work<ResetRequestJob>(PASSWORD_RESET_QUEUE, (job) => auth.issueResetCode(job));
  await app.register(authRoutes(auth, config.AUTH_RATE_LIMIT));
  const twoFactor = createTwoFactorService({ db: handle.db, config, auth, secretKey: secretKeyFrom(config) });
  await app.register(twoFactorRoutes(twoFactor, config.AUTH_RATE_LIMIT));
  await app.register(configRoutes(config));
  await app.register(settingsRoutes());
  await app.register(reportingRoutes());
  // One FX adapter for every consumer: exchanges, collections and cards convert at the same rates.
  const fx = deps.fx ?? sandboxFxFromEnv();
  await app.register(ordersPlugin({ fx }));
  await app.register(accountsPlugin({}));
  await app.register(merchantsPlugin({ screening: deps.screening }));
  // Every password or code prompt answers through the auth domain, so wrong answers count toward its lockout.
  await app.register(
    cardsPlugin({
      prompts: {
        password: (actor, password, ctx) => auth.promptPassword(actor, password, ctx, 'CARD_PASSWORD_WRONG'),
        code: (actor, code, ctx) => twoFactor.promptCode(actor, code, ctx),
      },
    }),
  );
  await app.register(cardAuthorizationPlugin({ fx }));
  await app.register(cardLookupPlugin());
  await app.register(collectionPlugin({ fx }));

  await app.register(staticFiles, { webDist: config.WEB_DIST });

  app.decorate('setReady', setReady);
  return app;
};
