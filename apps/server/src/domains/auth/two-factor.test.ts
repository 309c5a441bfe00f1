import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { TOTP, URI } from 'otpauth';
import {
  auditLog,
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  users,
  userTwoFactor,
} from '../../db/schema/index';
import { useTestApp, demo, DEMO_PASSWORD } from '../../../test/helpers/app';

const LOGIN = '/api/dashboard/login-remittance';
const LOGIN_CODE = '/api/dashboard/login-two-factor';
const ENROL = '/api/dashboard/app/user/two-factor/enrol';
const CONFIRM = '/api/dashboard/app/user/two-factor/confirm';
const QUERY = '/api/dashboard/app/user/query';

const t = useTestApp({ AUTH_RATE_LIMIT: '10000' });

const as = (token: string) => ({ access_token: token });
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const codeAt = (totp: TOTP, offsetSteps = 0) =>
  totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Enrols `email` as an authenticator app would: reads the QR's URI, answers with its first code. */
const enrol = async (email: string) => {
  const token = await t.login(email);
  const started = await t.call('POST', ENROL, {}, as(token));
  expect(started.statusCode).toBe(200);
  const totp = URI.parse(started.json().data.otpauthUri) as TOTP;
  const confirmed = await t.call('POST', CONFIRM, { code: codeAt(totp) }, as(token));
  expect(confirmed.statusCode).toBe(200);
  return { totp, recoveryCodes: confirmed.json().data.recoveryCodes as string[], token };
};

const passwordStep = async (email: string) => {
  const res = await t.call('POST', LOGIN, { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().data as { twoFactorToken?: string; token?: string };
};

describe('enrolment', () => {
  it('offers an RFC 6238 secret as an otpauth URI and a QR code, kept sealed at rest', async () => {
    const token = await t.login(demo.admin);
    const res = await t.call('POST', ENROL, {}, as(token));
    expect(res.statusCode).toBe(200);
    const { otpauthUri, secret, qrCode } = res.json().data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const totp = URI.parse(otpauthUri) as TOTP;
    expect(totp).toBeInstanceOf(TOTP);
    expect([totp.period, totp.digits, totp.algorithm, totp.label]).toEqual([30, 6, 'SHA1', demo.admin]);
    expect(totp.secret.base32).toBe(secret);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, await userId(demo.admin)));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.secretSealed).not.toContain(secret);
    // Not enabled until confirmed: the next sign-in still opens a session at once.
    expect((await passwordStep(demo.admin)).token).toBeDefined();
  });

  it('refuses a wrong first code with a clear message, and turns on with the right one', async () => {
    const token = await t.login(demo.finance);
    const started = (await t.call('POST', ENROL, {}, as(token))).json().data;
    const totp = URI.parse(started.otpauthUri) as TOTP;
    const wrong = await t.call('POST', CONFIRM, { code: codeAt(totp, 10) }, as(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('40106');
    const malformed = await t.call('POST', CONFIRM, { code: '12ab', language: 'zh_CN' }, as(token));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toMatch(/6 位验证码/);

    const confirmed = await t.call('POST', CONFIRM, { code: codeAt(totp) }, as(token));
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Only their hashes are stored.
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, await userId(demo.finance)));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(row.codeHash);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    // A second enrolment over a confirmed one is refused (an administrator's reset comes first).
    expect((await t.call('POST', ENROL, {}, as(token))).json().code).toBe('40942');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor.enable'));
    expect(audit.map((a) => a.subjectId)).toContain(await userId(demo.finance));
    await t.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, await userId(demo.finance)));
  });
});

describe('sign-in with a second factor', () => {
  let totp: TOTP;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ totp, recoveryCodes } = await enrol(demo.viewer));
  });

  it('answers a right password with a short-lived code step, not a session', async () => {
    const before = await t.db.select().from(sessions);
    const step = await passwordStep(demo.viewer);
    expect(step.token).toBeUndefined();
    expect(step.twoFactorToken).toMatch(/^[\w-]{43}$/);
    expect(await t.db.select().from(sessions)).toHaveLength(before.length);
    // The step's token opens nothing.
    expect((await t.call('POST', QUERY, {}, as(step.twoFactorToken!))).statusCode).toBe(401);
    const [challenge] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(isNull(twoFactorChallenges.usedAt));
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('opens a session for the code from the app, once: the same code cannot be replayed', async () => {
    const code = codeAt(totp, 1);
    const step = await passwordStep(demo.viewer);
    const res = await t.call('POST', LOGIN_CODE, { twoFactorToken: step.twoFactorToken, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toMatch(/^[\w-]{43}$/);
    expect(res.json().data.twoFactorEnabled).toBe(true);
    // The step is spent …
    const again = await t.call('POST', LOGIN_CODE, { twoFactorToken: step.twoFactorToken, code });
    expect(again.json().code).toBe('40107');
    // … and so is the code, even on a fresh step.
    const replay = await passwordStep(demo.viewer);
    const replayed = await t.call('POST', LOGIN_CODE, { twoFactorToken: replay.twoFactorToken, code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('40106');
  });

  it('takes each recovery code once', async () => {
    const code = recoveryCodes[0]!;
    const first = await passwordStep(demo.viewer);
    const ok = await t.call('POST', LOGIN_CODE, {
      twoFactorToken: first.twoFactorToken,
      code: code.toLowerCase(),
    });
    expect(ok.statusCode).toBe(200);
    const second = await passwordStep(demo.viewer);
    const spent = await t.call('POST', LOGIN_CODE, { twoFactorToken: second.twoFactorToken, code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().code).toBe('40106');
    const used = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, await userId(demo.viewer))));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(1);
  });

  it('counts wrong codes toward the same lockout as wrong passwords, and tells the owner', async () => {
    const mark = t.smtp.inbox.length;
    const id = await userId(demo.viewer);
    await t.db.update(users).set({ failedLogins: 0 }).where(eq(users.id, id));
    // Three wrong passwords and seven wrong codes: the tenth failure locks the account.
    for (let i = 0; i < 3; i++)
      expect(
        (await t.call('POST', LOGIN, { email: demo.viewer, password: `Wrong#Pass${i}` })).statusCode,
      ).toBe(401);
    const step = await passwordStep(demo.viewer);
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', LOGIN_CODE, { twoFactorToken: step.twoFactorToken, code: '000000' });
      expect(res.json().code).toBe('40106');
    }
    const locking = await t.call('POST', LOGIN_CODE, { twoFactorToken: step.twoFactorToken, code: '000000' });
    expect(locking.statusCode).toBe(423);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // Locked: even the right code on the same step opens nothing.
    const right = await t.call('POST', LOGIN_CODE, {
      twoFactorToken: step.twoFactorToken,
      code: codeAt(totp, -1),
    });
    expect(right.statusCode).not.toBe(200);
    expect((await t.smtp.waitForMail(demo.viewer, { after: mark })).text).toMatch(/locked for 30 minutes/);
    await t.db.update(users).set({ lockedUntil: null, failedLogins: 0 }).where(eq(users.id, id));
  });
});

describe('administration', () => {
  it('resets a user’s second factor, audited, ending that user’s sessions', async () => {
    const { totp } = await enrol(demo.finance);
    const step = await passwordStep(demo.finance);
    const financeToken = (
      await t.call('POST', LOGIN_CODE, { twoFactorToken: step.twoFactorToken, code: codeAt(totp, 1) })
    ).json().data.token as string;
    const admin = await t.login(demo.admin);
    const id = await userId(demo.finance);

    // Only who manages users, and only in their own partner.
    expect((await t.cms(financeToken, 'user', 'reset-two-factor', { id })).statusCode).toBe(403);
    const other = await t.login(demo.other);
    expect((await t.cms(other, 'user', 'reset-two-factor', { id })).json().code).toBe('40410');

    const res = await t.cms(admin, 'user', 'reset-two-factor', { id });
    expect(res.statusCode).toBe(200);
    expect((await t.call('POST', QUERY, {}, as(financeToken))).statusCode).toBe(401);
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, id))).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.two-factor-reset'));
    expect(audit).toMatchObject({ subjectId: id, userId: await userId(demo.admin) });
    // Signs in with the password alone again.
    expect((await passwordStep(demo.finance)).token).toBeDefined();
  });

  it('requires two-factor for the whole partner: a user without it is held at enrolment', async () => {
    const admin = await t.login(demo.admin);
    const viewer = await t.login(demo.viewer).catch(() => undefined);
    expect(viewer).toBeUndefined(); // the viewer has a second factor: no session from a password alone
    const denied = await t.cms((await passwordStep(demo.finance)).token!, 'setting', 'two-factor-update', {
      requireTwoFactor: true,
    });
    expect(denied.statusCode).toBe(403);
    const set = await t.cms(admin, 'setting', 'two-factor-update', { requireTwoFactor: true });
    expect(set.json().data).toEqual({ requireTwoFactor: true });

    const session = await passwordStep(demo.finance);
    const me = (await t.call('POST', QUERY, {}, as(session.token!))).json().data;
    expect(me.mustEnrolTwoFactor).toBe(true);
    const refused = await t.cms(session.token!, 'account', 'list', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('40312');

    const started = (await t.call('POST', ENROL, {}, as(session.token!))).json().data;
    const totp = URI.parse(started.otpauthUri) as TOTP;
    expect((await t.call('POST', CONFIRM, { code: codeAt(totp) }, as(session.token!))).statusCode).toBe(200);
    expect((await t.cms(session.token!, 'account', 'list', {})).statusCode).toBe(200);
    await t.cms(admin, 'setting', 'two-factor-update', { requireTwoFactor: false });
  });
});
