import { beforeAll } from 'vitest';
import { permissions } from '../../src/db/schema/index';
import { demo, useTestApp, type TestApp } from './app';
import { temporaryPasswordIn } from './smtp';

/** Look-ups the Settings tests share: ids by name or email, through the API as the caller sees them. */
export const settingsHelpers = (t: TestApp) => ({
  async roleId(token: string, name: string): Promise<string> {
    const roles = (await t.cms(token, 'role', 'list')).json().data as { id: string; name: string }[];
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  },
  async userId(token: string, email: string): Promise<string> {
    const page = (await t.cms(token, 'user', 'page', { search: email })).json().data;
    const user = (page.records as { id: string; email: string }[]).find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  },
  /** Ids of the whole catalogue a tenant may bind (the role editor's list). */
  async bindableIds(token: string): Promise<string[]> {
    const groups = (await t.cms(token, 'permission', 'list')).json().data as {
      permissions: { id: string }[];
    }[];
    return groups.flatMap((g) => g.permissions.map((p) => p.id));
  },
  /**
   * Creates a user as `token`, signs them in with the mailed temporary password and changes it (until then
   * the server answers that session nothing else), then signs in again with the new one.
   */
  async createAndSignIn(token: string, body: { userName: string; email: string; roleId: string }) {
    const mark = t.smtp.inbox.length;
    const res = await t.cms(token, 'user', 'create', body);
    if (res.statusCode !== 200) throw new Error(`create ${body.email}: ${res.body}`);
    const temporary = temporaryPasswordIn(await t.smtp.waitForMail(body.email, { after: mark }));
    const first = await t.login(body.email, temporary);
    const password = 'Settled#In2026';
    const changed = await t.call('POST', `/api/dashboard/app/user/changePassword?access_token=${first}`, {
      old_password: temporary,
      new_password: password,
    });
    if (changed.statusCode !== 200) throw new Error(`change password ${body.email}: ${changed.body}`);
    return { id: res.json().data.id as string, password, token: await t.login(body.email, password) };
  },
});

/**
 * The role tests' app: the demo administrator signed in (`admin.token`), the catalogue's permission ids by
 * `module.privilege` (`perm`), and `role(op, body, token)`, a role-gateway call as the administrator unless told.
 */
export const useRoleApp = () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
  const admin = { token: '' };
  const perm: Record<string, string> = {};
  beforeAll(async () => {
    admin.token = await t.login(demo.admin);
    for (const p of await t.db.select().from(permissions)) perm[`${p.moduleName}.${p.privilegeName}`] = p.id;
  });
  const role = (op: string, body: object, token = admin.token) => t.cms(token, 'role', op, body);
  return { t, h: settingsHelpers(t), admin, perm, role };
};
