import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../db/schema/index';
import { createTestApp, demo, type TestApp } from '../../../test/helpers/app';
import { settingsHelpers } from '../../../test/helpers/settings';

/** roles.grants: user:edit or role:edit alone must never lead to everything. */
let t: TestApp;
let h: ReturnType<typeof settingsHelpers>;
let admin: string;
const perm: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  h = settingsHelpers(t);
  admin = await t.login(demo.admin);
  for (const p of await t.db.select().from(permissions)) perm[`${p.moduleName}.${p.privilegeName}`] = p.id;
});
afterAll(async () => {
  await t?.close();
});

const role = (op: string, body: object, token = admin) => t.cms(token, 'role', op, body);

describe('nobody grants more than they hold', () => {
  it('a user manager cannot make anyone (themselves included) an administrator', async () => {
    const ids = ['user.index', 'user.view', 'user.add', 'user.edit', 'role.index', 'role.view', 'role.edit'];
    const hr = await role('create', { name: 'HR', permissionIds: ids.map((p) => perm[p]) });
    const hrUser = await h.createAndSignIn(admin, {
      userName: 'Hu',
      email: 'hr@demo.test',
      roleId: hr.json().data.id,
    });
    const adminRole = await h.roleId(admin, 'Administrator');
    const up = await t.cms(hrUser.token, 'user', 'update', { id: hrUser.id, roleId: adminRole });
    expect(up.statusCode).toBe(403);
    expect(up.json().msg).toBe('You cannot grant or manage permissions you do not hold yourself.');
    const make = await t.cms(hrUser.token, 'user', 'create', {
      userName: 'Z',
      email: 'z@demo.test',
      roleId: adminRole,
    });
    expect(make.statusCode).toBe(403);
    const adminId = await h.userId(hrUser.token, demo.admin);
    expect((await t.cms(hrUser.token, 'user', 'update', { id: adminId, status: 2 })).statusCode).toBe(403);
    // Nor add to their own role what they lack.
    const grow = await role(
      'update',
      { id: hr.json().data.id, permissionIds: [perm['user.delete']] },
      hrUser.token,
    );
    expect(grow.statusCode).toBe(403);
    const roleOk = await t.cms(hrUser.token, 'user', 'create', {
      userName: 'Ok',
      email: 'ok@demo.test',
      roleId: hr.json().data.id,
    });
    expect(roleOk.statusCode).toBe(200);
  });
});
