import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import { DEMO_PASSWORD, demo, expectEnvelope, useTestApp } from '../../../test/helpers/app';

/**
 * Every prompt that asks a signed-in user for the password or a code again counts wrong
 * answers toward the sign-in lockout, and the lock ends every session of the user. Five failures lock here.
 */
process.env.CARD_SENSITIVE_RATE_LIMIT = '1000';
const t = useTestApp({ LOCKOUT_THRESHOLD: '5', AUTH_RATE_LIMIT: '1000' });
const LOGIN = '/api/dashboard/login-remittance';
const CHANGE = '/api/dashboard/app/user/changePassword';
const WRONG = 'Wrong#Pass2026';

let cardId: string;
let adminId: string;
beforeAll(async () => {
  const token = await t.login(demo.admin);
  const page = (await t.cms(token, 'card', 'page', { size: 100 })).json().data as {
    records: { id: string; status: string }[];
  };
  cardId = page.records.find((c) => c.status === 'normal')!.id;
  adminId = (await t.db.select().from(users).where(eq(users.email, demo.admin)))[0]!.id;
});

const unlock = () =>
  t.db.update(users).set({ lockedUntil: null, failedLogins: 0 }).where(eq(users.id, adminId));
const sensitive = (token: string, password: string) =>
  t.cms(token, 'card', 'get-by', { id: cardId, password });

describe('the lockout reaches every password and code prompt', () => {
  it('locks the account after wrong passwords at the card sensitive view, ends every session and refuses sign-in', async () => {
    const [first, second] = [await t.login(demo.admin), await t.login(demo.admin)];
    const mark = t.smtp.inbox.length;
    for (let i = 1; i <= 4; i++) {
      const res = await sensitive(first, WRONG);
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res).code).toBe('40320');
    }
    const locking = await sensitive(first, WRONG);
    expect(locking.statusCode).toBe(423);
    expect(expectEnvelope(locking).msg).toMatch(/locked for 30 minutes and signed out everywhere/);

    // Both sessions have ended: the one that guessed and the one elsewhere.
    expect((await t.cms(first, 'card', 'page', {})).statusCode).toBe(401);
    expect((await t.cms(second, 'card', 'page', {})).statusCode).toBe(401);
    // Even the right password neither signs in nor opens anything.
    const signIn = await t.call('POST', LOGIN, { email: demo.admin, password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, adminId), eq(auditLog.action, 'login.refused')));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const locked = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, adminId), eq(auditLog.action, 'login.locked')));
    expect(locked).toHaveLength(1);
    // Its owner is told, as for a sign-in lockout.
    const mail = await t.smtp.waitForMail(demo.admin, { after: mark });
    expect(mail.text).toMatch(/locked for 30 minutes and every session of it has ended/);
    await unlock();
  });

  it('counts wrong answers at sign-in, password change, the sensitive view and a code prompt together', async () => {
    const token = await t.login(demo.admin);
    const as = { access_token: token };
    // 1: a wrong sign-in.
    expect((await t.call('POST', LOGIN, { email: demo.admin, password: WRONG })).statusCode).toBe(401);
    // 2: a wrong current password at the password change.
    const change = await t.call('POST', CHANGE, { old_password: WRONG, new_password: 'New#Pass2026x' }, as);
    expect(expectEnvelope(change).code).toBe('40003');
    // 3: a wrong password at the sensitive view.
    expect((await sensitive(token, WRONG)).statusCode).toBe(403);
    // 4: a wrong code confirming a second factor.
    expect((await t.call('POST', '/api/dashboard/app/user/two-factor/enrol', {}, as)).statusCode).toBe(200);
    const confirm = await t.call(
      'POST',
      '/api/dashboard/app/user/two-factor/confirm',
      { code: '000000' },
      as,
    );
    expect(expectEnvelope(confirm).code).toBe('40106');
    // 5: the fifth wrong answer, wherever, locks.
    const fifth = await t.call('POST', CHANGE, { old_password: WRONG, new_password: 'New#Pass2026x' }, as);
    expect(fifth.statusCode).toBe(423);
    expect((await t.cms(token, 'card', 'page', {})).statusCode).toBe(401);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, adminId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['prompt.password-failed', 'prompt.code-failed', 'login.failed']),
    );
    await unlock();
    // Unlocked, the right password signs in again.
    await t.login(demo.admin);
  });
});
