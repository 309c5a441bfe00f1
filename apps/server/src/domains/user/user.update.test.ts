import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../db/schema/index';
import { createTestApp, demo, type TestApp } from '../../../test/helpers/app';
import { settingsHelpers } from '../../../test/helpers/settings';

let t: TestApp;
let h: ReturnType<typeof settingsHelpers>;
let admin: string;
const role: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  h = settingsHelpers(t);
  admin = await t.login(demo.admin);
  for (const name of ['Administrator', 'Finance', 'Viewer']) role[name] = await h.roleId(admin, name);
});
afterAll(async () => {
  await t?.close();
});

const update = (token: string, body: object) => t.cms(token, 'user', 'update', body);
const canListUsers = async (token: string) => (await t.cms(token, 'user', 'page')).statusCode;

describe('user/update', () => {
  it('renames and moves a user to another role; the audit log has before and after, no hash', async () => {
    const id = await h.userId(admin, demo.finance);
    const res = await update(admin, { id, userName: 'Fiona F.', roleId: role.Viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userName: 'Fiona F.', roleName: 'Viewer' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({
      subject: 'user',
      before: expect.objectContaining({ userName: 'Fiona Finance', roleName: 'Finance' }),
      after: expect.objectContaining({ userName: 'Fiona F.', roleName: 'Viewer' }),
    });
    expect(JSON.stringify([entry!.before, entry!.after])).not.toMatch(/argon2|passwordHash/);
    await update(admin, { id, userName: 'Fiona Finance', roleId: role.Finance });
  });

  it('a role change takes effect on the user’s very next request', async () => {
    const viewer = await t.login(demo.viewer);
    const id = await h.userId(admin, demo.viewer);
    expect(await canListUsers(viewer)).toBe(403);
    await update(admin, { id, roleId: role.Administrator });
    expect(await canListUsers(viewer)).toBe(200);
    await update(admin, { id, roleId: role.Viewer });
    expect(await canListUsers(viewer)).toBe(403);
  });

  it('disabling ends the user’s sessions at once; enabling lets them sign in again', async () => {
    const viewer = await t.login(demo.viewer);
    const id = await h.userId(admin, demo.viewer);
    expect((await update(admin, { id, status: 2 })).json().data.status).toBe(2);
    expect((await t.cms(viewer, 'config', 'get', { dtoName: 'getConfigs' })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/dashboard/login-remittance', {
      email: demo.viewer,
      password: 'Demo@2026!',
    });
    expect(login.statusCode).toBe(403);
    await update(admin, { id, status: 1 });
    await t.login(demo.viewer);
  });

  it.each([
    ['status 0', { status: 0 }],
    ['status "1"', { status: '1' }],
    ['a 10 kB name', { userName: 'x'.repeat(10_000) }],
    ['an empty name', { userName: '' }],
  ])('refuses %s with a 400', async (_label, body) => {
    const id = await h.userId(admin, demo.newhire);
    const res = await update(admin, { id, ...body });
    expect(res.statusCode).toBe(400);
  });

  it('refuses another partner’s role and another partner’s user with a 404', async () => {
    const other = await t.login(demo.other);
    const otherRole = await h.roleId(other, 'Administrator');
    const id = await h.userId(admin, demo.newhire);
    expect((await update(admin, { id, roleId: otherRole })).statusCode).toBe(404);
    const otherUser = await h.userId(other, demo.other);
    expect((await update(admin, { id: otherUser, status: 2 })).statusCode).toBe(404);
    expect((await t.login(demo.other)).length).toBeGreaterThan(0);
  });
});

describe('self and last-administrator rules', () => {
  it('an administrator cannot disable or delete themselves', async () => {
    const me = await h.userId(admin, demo.admin);
    const off = await update(admin, { id: me, status: 2 });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe('You cannot disable your own account.');
    const del = await t.cms(admin, 'user', 'delete', { id: me, language: 'zh_CN' });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe('您不能删除自己的账户。');
  });

  it('the last enabled administrator cannot be demoted, disabled or deleted', async () => {
    const me = await h.userId(admin, demo.admin);
    const demote = await update(admin, { id: me, roleId: role.Viewer });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().msg).toMatch(/last enabled administrator/);
    // A deputy holding every permission through an ordinary role is not an administrator.
    const deputyRole = await t.cms(admin, 'role', 'create', {
      name: 'Deputy',
      permissionIds: await h.bindableIds(admin),
    });
    const deputy = await h.createAndSignIn(admin, {
      userName: 'Dee Deputy',
      email: 'deputy@demo.test',
      roleId: deputyRole.json().data.id,
    });
    for (const res of [
      await update(deputy.token, { id: me, status: 2 }),
      await update(deputy.token, { id: me, roleId: role.Finance }),
      await t.cms(deputy.token, 'user', 'delete', { id: me }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('40937');
    }
    // With a second administrator, the first may go.
    await update(admin, { id: deputy.id, roleId: role.Administrator });
    expect((await update(deputy.token, { id: me, status: 2 })).statusCode).toBe(200);
    expect((await update(deputy.token, { id: me, status: 1 })).statusCode).toBe(200);
    // Disabling ended the administrator's sessions.
    expect(await canListUsers(admin)).toBe(401);
    admin = await t.login(demo.admin);
    await update(admin, { id: deputy.id, roleId: deputyRole.json().data.id });
  });
});

describe('two administrators disabling each other at once', () => {
  it('lets exactly one through: the partner lock serialises the last-administrator check', async () => {
    const second = await h.createAndSignIn(admin, {
      userName: 'Second Admin',
      email: 'second@demo.test',
      roleId: role.Administrator!,
    });
    const me = await h.userId(admin, demo.admin);
    const results = await Promise.all([
      update(admin, { id: second.id, status: 2 }),
      update(second.token, { id: me, status: 2 }),
    ]);
    // The loser is refused by the rule (409) or, if the winner committed first, already signed out (401).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const enabledAdmins = (
      await t.cms(results[0]!.statusCode === 200 ? admin : second.token, 'user', 'page', { status: 1 })
    )
      .json()
      .data.records.filter((u: { roleIsAdmin: boolean }) => u.roleIsAdmin);
    expect(enabledAdmins).toHaveLength(1);
    if (results[1]!.statusCode === 200) {
      await update(second.token, { id: me, status: 1 });
      admin = await t.login(demo.admin);
    }
    await t.cms(admin, 'user', 'delete', { id: second.id });
  });
});

describe('user/delete', () => {
  it('deletes the user and their sessions; the audit log keeps who it was', async () => {
    const newhire = await t.login(demo.newhire);
    const id = await h.userId(admin, demo.newhire);
    const res = await t.cms(admin, 'user', 'delete', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '10000', msg: 'Deleted', data: null });
    expect((await t.cms(newhire, 'config', 'get', { dtoName: 'getConfigs' })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'delete')));
    expect(entry!.before).toMatchObject({ email: demo.newhire });
    expect((await t.cms(admin, 'user', 'delete', { id })).statusCode).toBe(404);
    // The address is free again.
    expect(
      (await t.cms(admin, 'user', 'create', { userName: 'Nina', email: demo.newhire, roleId: role.Viewer }))
        .statusCode,
    ).toBe(200);
  });
});
