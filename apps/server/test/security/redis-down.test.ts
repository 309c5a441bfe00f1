import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { useTestApp, demo, DEMO_PASSWORD, type TestApp } from '../helpers/app';

/** A port on this machine where nothing listens: a Redis that is down. */
const closedPort = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

const LIMIT = 3;
const dead = useTestApp({ AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: `redis://127.0.0.1:${closedPort}` });

const signIn = (t: TestApp) =>
  t.call('POST', '/api/dashboard/login-remittance', { email: demo.viewer, password: DEMO_PASSWORD });
const warnings = (t: TestApp) => t.logLines.filter((line) => line.includes('rate-limit store unreachable'));

describe('with Redis down', () => {
  it('still refuses the sign-in over the limit, counting in this instance', async () => {
    const answers: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) answers.push((await signIn(dead)).statusCode);
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });

  it('says so in the health check, which stays up', async () => {
    const res = await dead.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', limits: 'local', redis: 'down' });
  });

  it('warns once per outage, not once per request or reconnect attempt', async () => {
    await vi.waitFor(() => expect(warnings(dead)).toHaveLength(1), { timeout: 10_000 });
    for (let i = 0; i < 5; i++) await signIn(dead);
    await dead.call('GET', '/api/health');
    expect(warnings(dead)).toHaveLength(1);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisUp)('with Redis up', () => {
  const prefix = `remit-test-${randomBytes(6).toString('hex')}:`;
  const live = useTestApp({ AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });

  it('counts in Redis and says the limits are shared', async () => {
    await vi.waitFor(async () =>
      expect((await live.call('GET', '/api/health')).json()).toEqual({
        status: 'ok',
        limits: 'shared',
        redis: 'up',
      }),
    );
    expect((await signIn(live)).statusCode).toBe(200);
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}rate-limit:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    expect(warnings(live)).toHaveLength(0);
  });
});
