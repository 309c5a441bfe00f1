import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp, type AppDeps } from '../../src/app';
import { seedDemo } from '../../src/db/seed/demo.seed';
import { cardVaultFromEnv } from '../../src/domains/card/card.vault';
import { startJobs } from '../../src/platform/jobs';
import { startMailer } from '../../src/platform/mail.worker';
import { migratedDb } from './db';
import { startSmtp } from './smtp';
import pino from 'pino';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../../src/adapters/storage/storage.local';

export const DEMO_PASSWORD = 'Demo@2026!';
export const demo = {
  admin: 'admin@demo.test',
  finance: 'finance@demo.test',
  viewer: 'viewer@demo.test',
  newhire: 'newhire@demo.test',
  other: 'admin@other.test',
  operator: 'operator@remit.test',
};

/** A whole server on a fresh database with the demo seed and a real SMTP listener; `app.inject` drives it. */
export const createTestApp = async (
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'fx' | 'exportKinds' | 'screening'> = {},
) => {
  const smtp = await startSmtp();
  const handle = await migratedDb();
  const logLines: string[] = [];
  const log = pino({ level: 'warn' });
  const jobs = await startJobs(handle, log);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const mailer = await startMailer(
    { smtpUrl: smtp.url, from: config.MAIL_FROM, outboxDir: '/nonexistent' },
    jobs,
    log,
  );
  // Uploaded files (merchant documents) in a folder of this app's own.
  // Card-data keys of this app's own (never a key file in the working tree's DATA_DIR).
  process.env.CARD_DATA_KEY ??= randomBytes(32).toString('base64');
  process.env.CARD_CVV_KEY ??= randomBytes(32).toString('base64');
  const filesDir = mkdtempSync(path.join(tmpdir(), 'remit-files-'));
  const storage = createLocalStorage(filesDir);
  const cardVault = cardVaultFromEnv(process.env, filesDir, () => {});
  await seedDemo(handle.db, { email: demo.admin, password: DEMO_PASSWORD }, storage, cardVault);
  const app = await buildApp({
    ...deps,
    storage,
    config,
    handle,
    mailer,
    jobs,
    logStream: new Writable({
      write(chunk, _enc, cb) {
        logLines.push(String(chunk));
        cb();
      },
    }),
  });
  await app.ready();
  app.setReady(true);

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, payload: body as object | undefined, headers });

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/api/dashboard/login-remittance', { email, password });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
    return res.json().data.token as string;
  };

  /** The demo users' tokens, signed in one after another in the order named. */
  const loginAs = async <const N extends readonly (keyof typeof demo)[]>(...names: N) => {
    const tokens: string[] = [];
    for (const name of names) tokens.push(await login(demo[name]));
    return tokens as { [K in keyof N]: string };
  };

  /** A resource-gateway call (DESIGN §4), as the holder of `token` (none: anonymous). */
  const cms = (token: string | undefined, service: string, op: string, body: object = {}) =>
    call('POST', `/api/portal/cms/${service}/${op}`, body, token ? { access_token: token } : {});

  return {
    app: app as FastifyInstance,
    handle,
    db: handle.db,
    smtp,
    jobs,
    config,
    logLines,
    storage,
    call,
    login,
    loginAs,
    cms,
    async close() {
      await app.close();
      await jobs.stop();
      await handle.drop();
      await smtp.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What `make` builds, made once before the calling file's tests (beforeAll) and closed after them (afterAll),
 * also when a test failed. The value returned stands for it: read it inside tests and hooks, never while the
 * file is being loaded (it is not made yet then).
 */
export const useBeforeAll = <T extends object>(
  make: () => Promise<T>,
  close: (made: T) => Promise<void>,
): T => {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await close(made);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!made) throw new Error('read before beforeAll made it');
      return Reflect.get(made, key) as unknown;
    },
  });
};

/** A test app (`createTestApp`) for the calling file's tests: see `useBeforeAll`. */
export const useTestApp = (...args: Parameters<typeof createTestApp>) =>
  useBeforeAll(
    () => createTestApp(...args),
    (t) => t.close(),
  );

/**
 * The demo users named, signed in one after another for the calling file's tests once its app `t` is made (call
 * it after `useTestApp`): their tokens by name, read inside tests and hooks as `useBeforeAll`'s value is.
 */
export const useSignedIn = <const N extends readonly (keyof typeof demo)[]>(t: TestApp, ...names: N) =>
  useBeforeAll(
    async () => {
      const tokens: string[] = await t.loginAs(...names);
      return Object.fromEntries(names.map((name, i) => [name, tokens[i]!])) as Record<N[number], string>;
    },
    async () => {},
  );

/** Every failure must be a clear envelope, never a 500. */
export const expectEnvelope = (res: LightMyRequestResponse) => {
  const body = res.json() as { code: string; msg: string; data: unknown };
  if (res.statusCode >= 500) throw new Error(`500 from server: ${res.body}`);
  if (typeof body.code !== 'string' || typeof body.msg !== 'string' || body.msg.length === 0)
    throw new Error(`not an envelope: ${res.body}`);
  return body;
};
