import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResetCodes, sessions, users } from '../../db/schema/index';
import { useTestApp, demo, DEMO_PASSWORD, expectEnvelope } from '../../../test/helpers/app';

const LOGIN = '/api/dashboard/login-remittance';
const FORGOT = '/api/dashboard/forgot-password-booster';
const VERIFY = '/api/dashboard/verify-reset-code-booster';
const CHANGE = '/api/dashboard/app/user/changePassword';
const QUERY = '/api/dashboard/app/user/query';
const LOGOUT = '/api/dashboard/logout';
const NEW_PASSWORD = 'Fresh#Pass2026';

let seeded: (typeof users.$inferSelect)[];
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
beforeAll(async () => {
  seeded = await t.db.select().from(users);
});
/**
 * Every test starts from the seeded sign-in state (passwords, temporary-password flags, lockouts, status)
 * with no reset code pending, so each one passes alone, in any order.
 */
beforeEach(async () => {
  await t.db.delete(passwordResetCodes);
  for (const u of seeded)
    await t.db
      .update(users)
      .set({
        passwordHash: u.passwordHash,
        status: u.status,
        isEasyPassword: u.isEasyPassword,
        failedLogins: u.failedLogins,
        lockedUntil: u.lockedUntil,
        passwordChangedAt: u.passwordChangedAt,
      })
      .where(eq(users.id, u.id));
});

const userQuery = (token: string) => t.call('POST', `${QUERY}?access_token=${token}`, {});

describe('sign-in', () => {
  it('signs the demo administrator in with a token, user info and ability rules', async () => {
    const res = await t.call('POST', LOGIN, { email: demo.admin, password: DEMO_PASSWORD }, { g_score: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('10000');
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.userInfo).toMatchObject({
      email: demo.admin,
      partnerName: 'Demo Trading Co.',
      roleName: 'Administrator',
    });
    expect(body.data.isEasyPassword).toBe(false);
    expect(body.data.userAbilityRules).toContainEqual({ action: 'view', subject: 'account' });
    // The permission catalogue is the operator's alone.
    expect(body.data.userAbilityRules.some((r: { subject: string }) => r.subject === 'permission')).toBe(
      false,
    );
    // Only the hash of the token is stored.
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === body.data.token)).toBe(false);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await t.call('POST', LOGIN, { email: demo.finance, password: 'Wrong#Pass1' });
    const unknown = await t.call('POST', LOGIN, { email: 'nobody@nowhere.test', password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().msg).toBe('Login failed, please check username or password.');
    await t.login(demo.finance); // resets the failure count
  });

  it('answers in Chinese when the request asks for it', async () => {
    const res = await t.call('POST', LOGIN, {
      email: demo.finance,
      password: 'Wrong#Pass1',
      language: 'zh_CN',
    });
    expect(res.json().msg).toBe('登录失败，请检查用户名或密码。');
    await t.login(demo.finance);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { email: 42, password: ['x'] }],
    ['a 10 kB email', { email: `${'a'.repeat(10_000)}@x.test`, password: 'x' }],
    ['a 10 kB password', { email: demo.admin, password: 'p'.repeat(10_000) }],
    ['SQL in the email', { email: "' OR 1=1 --@x.test", password: 'x' }],
    ['HTML in the email', { email: '<script>alert(1)</script>', password: 'x' }],
    ['null body fields', { email: null, password: null }],
  ])('refuses %s with a clear 400', async (_label, body) => {
    const res = await t.call('POST', LOGIN, body);
    expect(res.statusCode).toBe(400);
    const env = expectEnvelope(res);
    expect(env.code).toBe('40000');
    expect(env.msg).toMatch(/email|password|required|invalid|long/i);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toMatch(/JSON/);
  });

  it('treats SQL in the password as a wrong password, and the users table is intact', async () => {
    const res = await t.call('POST', LOGIN, { email: demo.viewer, password: "x' OR '1'='1" });
    expect(res.statusCode).toBe(401);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    expect(n).toBe(6);
    await t.login(demo.viewer);
  });

  it('locks an account after 10 failed sign-ins, even against the right password, and tells only its owner', async () => {
    const unknown = await t.call('POST', LOGIN, { email: 'nobody@nowhere.test', password: 'Wrong#Pass1' });
    const mark = t.smtp.inbox.length;
    for (let i = 1; i <= 9; i++) {
      const res = await t.call('POST', LOGIN, { email: demo.newhire, password: `Wrong#Pass${i}` });
      expect(res.statusCode).toBe(401);
    }
    // The locking attempt and every one after it answer exactly as an unknown email does.
    const tenth = await t.call('POST', LOGIN, { email: demo.newhire, password: 'Wrong#Pass10' });
    expect(tenth.statusCode).toBe(401);
    expect(tenth.json()).toEqual(unknown.json());
    const right = await t.call('POST', LOGIN, { email: demo.newhire, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(unknown.json());
    const [row] = await t.db.select().from(users).where(eq(users.email, demo.newhire));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const mail = await t.smtp.waitForMail(demo.newhire, { after: mark });
    expect(mail.text).toMatch(/locked for 30 minutes/);
    // Unlock for the tests below.
    await t.db.update(users).set({ lockedUntil: null }).where(eq(users.email, demo.newhire));
  });

  it('tells a temporary-password user to change it (easy-password flag)', async () => {
    const res = await t.call('POST', LOGIN, { email: demo.newhire, password: DEMO_PASSWORD });
    expect(res.json().data.isEasyPassword).toBe(true);
  });
});

describe('session', () => {
  it('reads the token from the access_token header or the query', async () => {
    const token = await t.login(demo.viewer);
    const viaQuery = await userQuery(token);
    const viaHeader = await t.call('POST', QUERY, {}, { access_token: token });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaHeader.statusCode).toBe(200);
    expect(viaQuery.json().data.userInfo.email).toBe(demo.viewer);
    expect(viaQuery.json().data.userAbilityRules).not.toContainEqual({ action: 'add', subject: 'account' });
  });

  it.each([
    ['no token', ''],
    ['a wrong token', 'not-a-real-token'],
    ['a 10 kB token', 'x'.repeat(10_000)],
    ['SQL as token', "' or 1=1 --"],
  ])('answers 401 for %s', async (_label, token) => {
    const res = await t.call('POST', QUERY, {}, token ? { access_token: token } : {});
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res).msg).toBe('Request Unauthorized');
  });

  it('answers 401 for an expired session (idle and absolute)', async () => {
    const idle = await t.login(demo.viewer);
    const absolute = await t.login(demo.viewer);
    const past = new Date(Date.now() - 1000);
    const { sha256 } = await import('../../platform/crypto');
    await t.db
      .update(sessions)
      .set({ idleExpiresAt: past })
      .where(eq(sessions.tokenHash, sha256(idle)));
    await t.db
      .update(sessions)
      .set({ absoluteExpiresAt: past })
      .where(eq(sessions.tokenHash, sha256(absolute)));
    for (const token of [idle, absolute]) {
      const res = await userQuery(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toMatch(/expired/);
    }
  });

  it('logs out: the token stops working', async () => {
    const token = await t.login(demo.viewer);
    const out = await t.call('DELETE', `${LOGOUT}?access_token=${token}`);
    expect(out.statusCode).toBe(200);
    expect(out.json().code).toBe('10000');
    expect((await userQuery(token)).statusCode).toBe(401);
  });

  it('ends the session of a user disabled meanwhile', async () => {
    const token = await t.login(demo.finance);
    await t.db.update(users).set({ status: 2 }).where(eq(users.email, demo.finance));
    expect((await userQuery(token)).statusCode).toBe(401);
    const again = await t.call('POST', LOGIN, { email: demo.finance, password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(403);
    await t.db.update(users).set({ status: 1 }).where(eq(users.email, demo.finance));
  });

  it('serves the global configuration as { code, dto, msg }', async () => {
    const token = await t.login(demo.viewer);
    const res = await t.call(
      'POST',
      '/api/portal/cms/config/get',
      { requestId: 'SA123' + Date.now(), dtoName: 'getConfigs', language: 'en' },
      { access_token: token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: '10000',
      msg: 'Success',
      dto: { balanceCurrencies: ['USD', 'EUR', 'MXN', 'BRL'], pageSizes: [10, 25, 50, 100] },
    });
    const anon = await t.call('POST', '/api/portal/cms/config/get', { dtoName: 'getConfigs' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a 6-digit code; the code resets the password once and ends every session', async () => {
    const before = await t.login(demo.viewer);
    const mark = t.smtp.inbox.length;
    const res = await t.call('POST', FORGOT, { email: demo.viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('10000');
    const code = await t.smtp.codeFor(demo.viewer, mark);

    const weak = await t.call('POST', VERIFY, { email: demo.viewer, code, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toMatch(/Invalid password/);

    const ok = await t.call('POST', VERIFY, { email: demo.viewer, code, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('Reset password success');
    expect((await userQuery(before)).statusCode).toBe(401);
    await t.login(demo.viewer, NEW_PASSWORD);

    const reused = await t.call('POST', VERIFY, { email: demo.viewer, code, password: 'Another#Pass1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toMatch(/invalid or has expired/);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const mark = t.smtp.inbox.length;
    const known = await t.call('POST', FORGOT, { email: demo.admin });
    const unknown = await t.call('POST', FORGOT, { email: 'ghost@nowhere.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.smtp.waitForMail(demo.admin, { after: mark });
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.smtp.inbox.slice(mark).some((m) => m.to.includes('ghost@nowhere.test'))).toBe(false);
  });

  it('refuses an expired code', async () => {
    const mark = t.smtp.inbox.length;
    await t.call('POST', FORGOT, { email: demo.finance });
    const code = await t.smtp.codeFor(demo.finance, mark);
    await t.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.call('POST', VERIFY, { email: demo.finance, code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    await t.login(demo.finance); // unchanged
  });

  it('kills a code after 5 wrong tries, even if the 6th is right', async () => {
    const mark = t.smtp.inbox.length;
    await t.call('POST', FORGOT, { email: demo.finance });
    const code = await t.smtp.codeFor(demo.finance, mark);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', VERIFY, { email: demo.finance, code: wrong, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
    }
    const right = await t.call('POST', VERIFY, { email: demo.finance, code, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(400);
    await t.login(demo.finance);
  });

  it.each([
    ['a short code', { email: demo.admin, code: '123', password: NEW_PASSWORD }],
    ['letters', { email: demo.admin, code: 'abcdef', password: NEW_PASSWORD }],
    ['no password', { email: demo.admin, code: '123456' }],
    ['HTML everywhere', { email: '<b>x</b>', code: '<i>', password: '<script>' }],
  ])('refuses %s with a 400', async (_label, body) => {
    const res = await t.call('POST', VERIFY, body);
    expect(res.statusCode).toBe(400);
    expectEnvelope(res);
  });
});

describe('change password', () => {
  it('refuses a wrong current password and a weak new one', async () => {
    const token = await t.login(demo.admin);
    const wrongOld = await t.call('POST', `${CHANGE}?access_token=${token}`, {
      token,
      old_password: 'Nope#1234',
      new_password: NEW_PASSWORD,
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('The current password is incorrect.');
    const weak = await t.call('POST', `${CHANGE}?access_token=${token}`, {
      token,
      old_password: DEMO_PASSWORD,
      new_password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fieldErrors.new_password[0]).toMatch(/Invalid password/);
    expect((await userQuery(token)).statusCode).toBe(200);
  });

  it('changes it, clears the easy-password flag and ends every session of the user', async () => {
    const first = await t.login(demo.newhire);
    const second = await t.login(demo.newhire);
    const res = await t.call('POST', `${CHANGE}?access_token=${first}`, {
      token: first,
      old_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '10000',
      data: null,
      msg: 'Password successfully changed. Redirecting to the login page…',
    });
    expect((await userQuery(first)).statusCode).toBe(401);
    expect((await userQuery(second)).statusCode).toBe(401);
    const again = await t.call('POST', LOGIN, { email: demo.newhire, password: NEW_PASSWORD });
    expect(again.json().data.isEasyPassword).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.call('POST', CHANGE, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never writes a token from the query string to a log line', async () => {
    const token = await t.login(demo.admin);
    await t.call('POST', `${QUERY}?access_token=${token}`, {});
    await t.call('POST', `${QUERY}?access_token=${token}&x=1`, { password: 'Secret#123' });
    const all = t.logLines.join('\n');
    expect(all).toContain('[REDACTED]');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Secret#123');
  });
});
