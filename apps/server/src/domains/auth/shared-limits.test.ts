import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDb, type DbHandle } from '../../db/client';
import { seedDemo } from '../../db/seed/demo.seed';
import { startJobs, type Jobs } from '../../platform/jobs';
import { createMailer } from '../../platform/mail';
import { demo, DEMO_PASSWORD } from '../../../test/helpers/app';

/**
 * Two instances behind a load balancer share one database and one Redis. PGlite cannot be opened by two
 * servers, so this needs a real PostgreSQL (DATABASE_URL, else the local one) and the local Redis.
 */
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = async () => {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return 'no PostgreSQL at DATABASE_URL or postgres://postgres@127.0.0.1:5432';
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `no Redis at ${REDIS_URL}`;
  } finally {
    redis.disconnect();
  }
  return null;
};
const skipReason = await reachable();
if (skipReason) console.warn(`shared-limits.test skipped: ${skipReason}`);

const LIMIT = 6;
const dbName = `remit_test_${randomBytes(6).toString('hex')}`;
const prefix = `remit-test-${randomBytes(6).toString('hex')}:`;
const log = pino({ level: 'silent' });
let handles: DbHandle[] = [];
let jobs: Jobs[] = [];
let apps: FastifyInstance[] = [];

const dbUrl = () => {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
};

/** One more instance on the shared database; with Redis, the shared counters. */
const startInstance = async (env: Record<string, string>) => {
  const handle = await openDb({ databaseUrl: dbUrl(), poolSize: 3 });
  const queue = await startJobs(handle, log);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: String(LIMIT),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: '/nonexistent' }, queue, log);
  const app = await buildApp({ config, handle, mailer, jobs: queue });
  await app.ready();
  app.setReady(true);
  handles.push(handle);
  jobs.push(queue);
  apps.push(app);
  return app;
};

const wrongSignIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/dashboard/login-remittance',
    payload: { email: demo.finance, password: 'Wrong#Pass1' },
  });

const stopInstances = async () => {
  for (const app of apps) await app.close();
  for (const queue of jobs) await queue.stop();
  for (const handle of handles) await handle.close();
  apps = [];
  jobs = [];
  handles = [];
};

describe.skipIf(skipReason !== null)('rate limits across two instances', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const handle = await openDb({ databaseUrl: dbUrl(), poolSize: 2 });
    await handle.migrate();
    await seedDemo(handle.db, { email: demo.admin, password: DEMO_PASSWORD });
    await handle.close();
  });

  afterAll(async () => {
    await stopInstances();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('counts in process without REDIS_URL: two instances let twice the limit through', async () => {
    const [a, b] = [await startInstance({}), await startInstance({})];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) statuses.push((await wrongSignIn(i % 2 ? b : a)).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    await stopInstances();
  });

  it('holds the limit across both instances when they share Redis', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const [a, b] = [await startInstance(env), await startInstance(env)];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) statuses.push((await wrongSignIn(i % 2 ? b : a)).statusCode);
    // Alternating between the two, the limit is reached after LIMIT calls in all, not LIMIT each.
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
    const limited = await wrongSignIn(a);
    expect(limited.json()).toEqual({
      code: '42900',
      msg: 'Too many requests. Please wait a minute and try again.',
      data: null,
    });
    // The counters are Redis keys under this deployment's prefix.
    const redis = new Redis(REDIS_URL);
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    redis.disconnect();
  });
});
