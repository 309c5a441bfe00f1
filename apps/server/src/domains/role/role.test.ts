import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, roles } from '../../db/schema/index';
import { demo, expectEnvelope } from '../../../test/helpers/app';
import { useRoleApp } from '../../../test/helpers/settings';

const { t, h, admin, perm, role } = useRoleApp();
const roleCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(roles))[0]!.n;

describe('role/list, role/page and role/get', () => {
  it('lists the partner’s roles, administrator first, with user counts', async () => {
    const res = await role('list', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string; userCount: number }) => [r.name, r.userCount])).toEqual([
      ['Administrator', 1],
      ['Finance', 1],
      ['Viewer', 2],
    ]);
    const other = await role('list', {}, await t.login(demo.other));
    expect(other.json().data.map((r: { name: string }) => r.name)).toEqual(['Administrator']);
  });

  it('pages and searches by name', async () => {
    const res = await role('page', { page: 1, size: 10, search: 'fin' });
    expect(res.json().data).toMatchObject({ total: 1, records: [{ name: 'Finance', isAdmin: false }] });
  });

  it('gets a role with its permission ids; the administrator’s are the whole tenant catalogue', async () => {
    const finance = await role('get', { id: await h.roleId(admin.token, 'Finance') });
    expect(finance.json().data.permissionIds).toContain(perm['account.add']);
    expect(finance.json().data.permissionIds).not.toContain(perm['user.view']);
    const adm = await role('get', { id: await h.roleId(admin.token, 'Administrator') });
    expect(adm.json().data.permissionIds.sort()).toEqual((await h.bindableIds(admin.token)).sort());
    expect(adm.json().data.permissionIds).not.toContain(perm['permission.view']);
  });
});

describe('role/create', () => {
  it('creates a role whose users get exactly its permissions; the audit log has it', async () => {
    const res = await role('create', {
      name: 'Auditor',
      description: 'Reads statements',
      permissionIds: [perm['statement.view'], perm['statement.index'], perm['statement.view']],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Auditor', isAdmin: false, userCount: 0 });
    expect(created.permissionIds.sort()).toEqual([perm['statement.view'], perm['statement.index']].sort());
    const user = await h.createAndSignIn(admin.token, {
      userName: 'Al',
      email: 'al@demo.test',
      roleId: created.id,
    });
    const me = await t.call('POST', '/api/dashboard/app/user/query', {}, { access_token: user.token });
    expect(me.json().data.userAbilityRules).toEqual([
      { action: 'index', subject: 'statement' },
      { action: 'view', subject: 'statement' },
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, created.id), eq(auditLog.action, 'create')));
    expect(entry!.after).toMatchObject({ name: 'Auditor' });
  });

  it.each([
    ['a duplicate name (any case)', { name: 'fINANCE' }, 409, /A role named "fINANCE" already exists/],
    [
      'unknown permission ids',
      { permissionIds: ['01890000-0000-7000-8000-000000000000'] },
      400,
      /do not exist/,
    ],
    [
      'operator-only permissions',
      { permissionIds: ['permission.view'] },
      400,
      /reserved for the platform operator/,
    ],
    ['malformed permission ids', { permissionIds: ["x' OR 1=1"] }, 400, /permissionIds/],
    ['a 10 kB name', { name: 'r'.repeat(10_000) }, 400, /too long/],
    ['a 10 kB description', { description: 'd'.repeat(10_000) }, 400, /too long/],
    ['no name', { name: undefined }, 400, /required|name/],
  ])('refuses %s and writes nothing', async (_label, body, status, msg) => {
    const before = await roleCount();
    const fields = { name: 'Nobody', permissionIds: [], ...body };
    fields.permissionIds = fields.permissionIds.map((p) => perm[p] ?? p);
    const res = await role('create', fields);
    expect(res.statusCode).toBe(status);
    expect(expectEnvelope(res).msg).toMatch(msg);
    expect(await roleCount()).toBe(before);
  });

  it('keeps SQL and HTML in a name as text; the same name may exist at another partner', async () => {
    const name = `<b>x</b>'; drop table roles; --`;
    expect((await role('create', { name, permissionIds: [] })).json().data.name).toBe(name);
    expect((await role('create', { name, permissionIds: [] }, await t.login(demo.other))).statusCode).toBe(
      200,
    );
  });

  it('lets the operator bind the catalogue’s own permissions', async () => {
    const op = await t.login(demo.operator);
    const res = await role(
      'create',
      { name: 'Catalogue keeper', permissionIds: [perm['permission.view']] },
      op,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('role/update', () => {
  it('replaces the permission set; users of the role feel it on their next request', async () => {
    const viewer = await t.login(demo.viewer);
    const id = await h.roleId(admin.token, 'Viewer');
    const current: string[] = (await role('get', { id })).json().data.permissionIds;
    expect((await t.cms(viewer, 'user', 'page')).statusCode).toBe(403);
    const added = await role('update', { id, permissionIds: [...current, perm['user.index']] });
    expect(added.statusCode).toBe(200);
    expect((await t.cms(viewer, 'user', 'page')).statusCode).toBe(200);
    await role('update', { id, permissionIds: current, description: 'Back to view only' });
    expect((await t.cms(viewer, 'user', 'page')).statusCode).toBe(403);
  });

  it('refuses a name in use and unknown ids, changing nothing', async () => {
    const id = await h.roleId(admin.token, 'Finance');
    expect((await role('update', { id, name: 'viewer' })).statusCode).toBe(409);
    const bad = await role('update', {
      id,
      name: 'Renamed',
      permissionIds: ['01890000-0000-7000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    expect((await role('get', { id })).json().data.name).toBe('Finance');
  });

  it('never reduces the administrator role, but lets it be renamed', async () => {
    const id = await h.roleId(admin.token, 'Administrator');
    const res = await role('update', { id, permissionIds: [perm['user.view']] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/cannot be reduced/);
    const full = await role('update', {
      id,
      name: 'Admins',
      permissionIds: await h.bindableIds(admin.token),
    });
    expect(full.json().data.name).toBe('Admins');
    await role('update', { id, name: 'Administrator' });
  });
});

describe('role/delete', () => {
  it('refuses a role in use, and the administrator role', async () => {
    const inUse = await role('delete', { id: await h.roleId(admin.token, 'Viewer') });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toBe('This role is bound to 2 user(s). Move them to another role first.');
    const adm = await role('delete', { id: await h.roleId(admin.token, 'Administrator') });
    expect(adm.statusCode).toBe(409);
    expect(adm.json().msg).toBe('The administrator role cannot be deleted.');
  });

  it('deletes an unused role with its bindings', async () => {
    const created = await role('create', { name: 'Temp', permissionIds: [perm['card.view']] });
    const id = created.json().data.id;
    expect((await role('delete', { id })).json()).toEqual({ code: '10000', msg: 'Deleted', data: null });
    expect((await role('get', { id })).statusCode).toBe(404);
    expect((await role('delete', { id })).statusCode).toBe(404);
  });
});
