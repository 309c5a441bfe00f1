import { afterEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { auditLog } from '../../src/db/schema/index';
import { createTestApp, demo, DEMO_PASSWORD, type TestApp } from '../helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signIn = (app: TestApp, forwardedFor: string) =>
  app.call(
    'POST',
    '/api/dashboard/login-remittance',
    { email: demo.admin, password: DEMO_PASSWORD },
    { 'x-forwarded-for': forwardedFor },
  );
const lastLoginIp = async (app: TestApp) => {
  const [row] = await app.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'login'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.ip;
};

describe('X-Forwarded-For', () => {
  it('is ignored by default: made-up addresses neither escape the sign-in limit nor reach the audit log', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await signIn(t, `203.0.113.${i + 1}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(await lastLoginIp(t)).toBe('127.0.0.1');
  }, 600_000);

  it('is believed from a configured proxy address', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '5', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    expect((await signIn(t, '198.51.100.9')).statusCode).toBe(200);
    expect(await lastLoginIp(t)).toBe('198.51.100.9');
  }, 600_000);
});

describe('TRUST_PROXY', () => {
  const parse = (value?: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
  it('is off by default and takes a hop count or a list of addresses and CIDRs', () => {
    expect(parse()).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('10.0.0.0/8, 192.168.1.7,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
  });
  it('names a bad value', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY: .*not true/);
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => parse('proxy.local')).toThrow(/TRUST_PROXY/);
  });
});
