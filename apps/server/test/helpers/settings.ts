import type { TestApp } from './app';
import { temporaryPasswordIn } from './mail-text';

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
  /** Creates a user as `token` and signs them in with the mailed temporary password. */
  async createAndSignIn(token: string, body: { userName: string; email: string; roleId: string }) {
    const mark = t.smtp.inbox.length;
    const res = await t.cms(token, 'user', 'create', body);
    if (res.statusCode !== 200) throw new Error(`create ${body.email}: ${res.body}`);
    const password = temporaryPasswordIn(await t.smtp.waitForMail(body.email, { after: mark }));
    return { id: res.json().data.id as string, password, token: await t.login(body.email, password) };
  },
});
