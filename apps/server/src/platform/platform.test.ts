import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { useTestApp } from '../../test/helpers/app';
import session from './session.plugin';
import envelope from './envelope.plugin';

const t = useTestApp();

describe('health and readiness', () => {
  it('answers 200 when ready and 503 (with the API refusing calls) when not', async () => {
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    t.app.setReady(false);
    try {
      expect((await t.call('GET', '/api/health')).statusCode).toBe(503);
      const login = await t.call('POST', '/api/dashboard/login-remittance', {
        email: 'a@b.test',
        password: 'x',
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().msg).toBe('Service Currently Unavailable');
    } finally {
      t.app.setReady(true);
    }
  });
});

describe('wire', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('POST', '/api/portal/cms/nothing/here', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '40400', msg: 'Not found.' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.call('POST', '/api/dashboard/login-remittance', {
      email: 'a@b.test',
      password: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('41300');
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document with the sign-in calls', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/dashboard/login-remittance',
        '/api/dashboard/app/user/changePassword',
        '/api/portal/cms/config/get',
      ]),
    );
  });
});

describe('every API route declares what it needs', () => {
  it('refuses to start with a route that declares no auth', async () => {
    const app = Fastify();
    await app.register(envelope);
    await app.register(session, { db: t.db, idleMinutes: 30 });
    await app.after();
    expect(() => app.post('/api/portal/cms/sneaky/create', async () => ({}))).toThrow(/declares no auth/);
    expect(() =>
      app.post('/api/portal/cms/fine/create', { config: { auth: 'session' } }, async () => ({})),
    ).not.toThrow();
  });
});

describe('configuration', () => {
  it('names the bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('refuses the demo seed in production unless enabled', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_SEED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' }).DEMO_SEED).toBe(true);
  });
});
