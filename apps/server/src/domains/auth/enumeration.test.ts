import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { rowsOf } from '../../db/client';
import { createTestApp, demo, type TestApp } from '../../../test/helpers/app';

const LOGIN = '/api/dashboard/login-remittance';
const FORGOT = '/api/dashboard/forgot-password-booster';

let t: TestApp;
beforeAll(async () => {
  // A high threshold: the timing samples below must not lock the wrong-password account.
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000', LOCKOUT_THRESHOLD: '10000' });
  await t.db
    .update(users)
    .set({ lockedUntil: new Date(Date.now() + 3_600_000) })
    .where(eq(users.email, demo.viewer));
});
afterAll(async () => {
  await t?.close();
});

const unknownEmail = { email: 'nobody@nowhere.test', password: 'Wrong#Pass1' };
const wrongPassword = { email: demo.finance, password: 'Wrong#Pass1' };
const lockedAccount = { email: demo.viewer, password: 'Wrong#Pass1' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (body: object, url = LOGIN) => {
  const start = process.hrtime.bigint();
  await t.call('POST', url, body);
  return Number(process.hrtime.bigint() - start) / 1e6;
};

describe('which emails have accounts cannot be told apart', () => {
  it('answers an unknown email, a wrong password and a locked account with one status, code and message', async () => {
    const answers = await Promise.all(
      [unknownEmail, wrongPassword, lockedAccount].map((body) => t.call('POST', LOGIN, body)),
    );
    for (const res of answers) expect(res.statusCode).toBe(401);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json()).toEqual({
      code: '40102',
      msg: 'Sign-in failed: please check your email and password.',
      data: null,
    });
  });

  it('spends the same password hashing on all three, so their timings agree', async () => {
    const samples: Record<string, number[]> = { unknown: [], wrong: [], locked: [] };
    // Interleaved, so a busy moment on the machine lands on all three alike.
    for (let i = 0; i < 15; i++) {
      samples.unknown!.push(await timed(unknownEmail));
      samples.wrong!.push(await timed(wrongPassword));
      samples.locked!.push(await timed(lockedAccount));
    }
    const medians = Object.values(samples).map(median);
    // An argon2id verify costs tens of milliseconds; skipping it would make a path several times faster.
    // The bound is loose on purpose: it catches a skipped verify, not scheduling noise.
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(2);
  });

  it('lets forgot-password do the same work for a known and an unknown email: one queued job each', async () => {
    const queued = async () =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pgboss.job where name = 'auth.password-reset'`,
        )
      )[0]!.n;
    const before = await queued();
    const known = await t.call('POST', FORGOT, { email: demo.admin });
    expect(await queued()).toBe(before + 1);
    const unknown = await t.call('POST', FORGOT, { email: 'ghost@nowhere.test' });
    expect(await queued()).toBe(before + 2);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});
