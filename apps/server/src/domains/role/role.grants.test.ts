import { describe, expect, it } from 'vitest';
import { demo } from '../../../test/helpers/app';
import { useRoleApp } from '../../../test/helpers/settings';

/** roles.grants: user:edit or role:edit alone must never lead to everything. */
const { t, h, admin, perm, role } = useRoleApp();

describe('nobody grants more than they hold', () => {
  it('a user manager cannot make anyone (themselves included) an administrator', async () => {
    const ids = ['user.index', 'user.view', 'user.add', 'user.edit', 'role.index', 'role.view', 'role.edit'];
    const hr = await role('create', { name: 'HR', permissionIds: ids.map((p) => perm[p]) });
    const hrUser = await h.createAndSignIn(admin.token, {
      userName: 'Hu',
      email: 'hr@demo.test',
      roleId: hr.json().data.id,
    });
    const adminRole = await h.roleId(admin.token, 'Administrator');
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
