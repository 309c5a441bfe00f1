import { beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import { rowsOf } from '../../db/client';
import { useTestApp, demo } from '../../../test/helpers/app';

/** Every argon2 verify the server runs, by the hash it checked against; each call still does the real work. */
const argon = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verified.push(String(args[0]));
      return real.verify(...args);
    },
  };
});

const LOGIN = '/api/dashboard/login-remittance';
const FORGOT = '/api/dashboard/forgot-password-booster';

const t = useTestApp({ AUTH_RATE_LIMIT: '10000', LOCKOUT_THRESHOLD: '10000' });
beforeAll(async () => {
  // A high threshold: the timing samples below must not lock the wrong-password account.
  await t.db
    .update(users)
    .set({ lockedUntil: new Date(Date.now() + 3_600_000) })
    .where(eq(users.email, demo.viewer));
});

const unknownEmail = { email: 'nobody@nowhere.test', password: 'Wrong#Pass1' };
const wrongPassword = { email: demo.finance, password: 'Wrong#Pass1' };
const lockedAccount = { email: demo.viewer, password: 'Wrong#Pass1' };

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
      msg: 'Login failed, please check username or password.',
      data: null,
    });
  });

  it('spends the same password hashing on all three: one argon2id verify each, at the same cost', async () => {
    // Wall-clock timings are not compared: on a loaded machine their noise exceeds any bound that would still
    // catch a skipped verify. What makes the three paths cost alike is the verify itself, counted here.
    const hashesChecked = async (body: object) => {
      argon.verified.length = 0;
      expect((await t.call('POST', LOGIN, body)).statusCode).toBe(401);
      return [...argon.verified];
    };
    const runs = [
      await hashesChecked(unknownEmail),
      await hashesChecked(wrongPassword),
      await hashesChecked(lockedAccount),
    ];
    for (const hashes of runs) expect(hashes).toHaveLength(1);
    // `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: the algorithm, version and cost parameters are the first four fields.
    const cost = (encoded: string) => encoded.split('$').slice(1, 4).join('$');
    expect(cost(runs[0]![0]!)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(new Set(runs.map((hashes) => cost(hashes[0]!))).size).toBe(1);
    // The unknown email is checked against the dummy hash, not some user's.
    expect(runs[0]![0]).not.toBe(runs[1]![0]);
    expect(runs[0]![0]).not.toBe(runs[2]![0]);
  });

  it('writes one audit entry for each of the three: unknown email, wrong password, locked account', async () => {
    const entries = async () => (await t.db.select({ action: auditLog.action }).from(auditLog)).length;
    const written = [];
    for (const body of [unknownEmail, wrongPassword, lockedAccount]) {
      const before = await entries();
      expect((await t.call('POST', LOGIN, body)).statusCode).toBe(401);
      written.push((await entries()) - before);
    }
    expect(written).toEqual([1, 1, 1]);
    const [unknown] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.unknown'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // The address tried is not kept: an unknown one may be someone's mistyped password.
    expect(unknown).toMatchObject({ partnerId: null, userId: null, subjectId: null });
    expect(Object.values(unknown!).map(String).join(' ')).not.toContain('nobody@nowhere.test');
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
