import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { APPROVAL_MODULES, MODULES, moduleActions } from '@remit/contract/permission';
import { auditLog, permissions, rolePermissions } from '../../db/schema/index';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';

let op: string;
const perm: Record<string, string> = {};
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  op = await t.login(demo.operator);
  for (const p of await t.db.select().from(permissions)) perm[`${p.moduleName}.${p.privilegeName}`] = p.id;
});

const cat = (op_: string, body: object, token = op) => t.cms(token, 'permission', op_, body);
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(permissions))[0]!.n;
type Group = { moduleName: string; permissions: { privilegeName: string }[] };

describe('reading the catalogue', () => {
  it('pages it for the operator, filtered by module', async () => {
    const all = await cat('page', { page: 1, size: 100 });
    // The spec's five actions per module, and approve where orders wait for a second user.
    expect(all.json().data.total).toBe(MODULES.length * 5 + APPROVAL_MODULES.length);
    const users = await cat('page', { moduleName: 'user', size: 10 });
    expect(users.json().data.records.map((p: { privilegeName: string }) => p.privilegeName)).toEqual([
      'view',
      'index',
      'add',
      'edit',
      'delete',
    ]);
    const exchange = await cat('page', { moduleName: 'exchange', size: 10 });
    expect(exchange.json().data.records.map((p: { privilegeName: string }) => p.privilegeName)).toEqual([
      ...moduleActions('exchange'),
    ]);
    expect(exchange.json().data.records.at(-1)).toMatchObject({
      privilegeName: 'approve',
      description: 'Approve exchange',
    });
    const search = await cat('page', { search: 'trade download' });
    expect(search.json().data.total).toBe(5);
  });

  it('groups it by module for the role editor; tenants never see the operator-only module', async () => {
    const forAdmin = (await cat('list', {}, tokens.admin)).json().data as Group[];
    expect(forAdmin.map((g) => g.moduleName)).toEqual(MODULES.filter((m) => m !== 'permission'));
    expect(forAdmin[0]!.permissions.map((p) => p.privilegeName)).toEqual([...moduleActions('dashboard')]);
    const withdrawal = forAdmin.find((g) => g.moduleName === 'withdrawal')!;
    expect(withdrawal.permissions.map((p) => p.privilegeName)).toContain('approve');
    const forOperator = (await cat('list', {})).json().data as Group[];
    expect(forOperator.map((g) => g.moduleName)).toContain('permission');
    const one = (await cat('list', { moduleName: 'card' }, tokens.admin)).json().data as Group[];
    expect(one.map((g) => g.moduleName)).toEqual(['card']);
  });

  it('is the operator’s: a tenant administrator may list it for roles but not manage it', async () => {
    for (const o of ['page', 'get', 'create', 'update', 'delete'])
      expect((await cat(o, {}, tokens.admin)).statusCode).toBe(403);
    const viewer = await t.login(demo.viewer);
    expect((await cat('list', {}, viewer)).statusCode).toBe(403);
  });
});

describe('changing the catalogue', () => {
  let created = '';

  it('creates a permission; administrator roles hold it at once (their rules are the catalogue)', async () => {
    const res = await cat('create', {
      privilegeName: 'view',
      moduleName: 'reports',
      sort: 500,
      description: 'View reports',
    });
    expect(res.statusCode).toBe(200);
    created = res.json().data.id;
    expect(res.json().data).toMatchObject({ privilegeName: 'view', moduleName: 'reports', sort: 500 });
    const me = await t.call('POST', '/api/dashboard/app/user/query', {}, { access_token: tokens.admin });
    expect(me.json().data.userAbilityRules).toContainEqual({ action: 'view', subject: 'reports' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, created), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({ subject: 'permission', after: { moduleName: 'reports' } });
  });

  it.each([
    [
      'a duplicate module and privilege',
      { privilegeName: 'view', moduleName: 'card' },
      409,
      /"view" already exists in module "card"/,
    ],
    ['CASL’s manage wildcard', { privilegeName: 'manage', moduleName: 'card' }, 400, /privilegeName/],
    ['CASL’s all wildcard', { privilegeName: 'view', moduleName: 'all' }, 400, /moduleName/],
    [
      'SQL as module',
      { privilegeName: 'view', moduleName: "x'; drop table permissions; --" },
      400,
      /moduleName/,
    ],
    ['HTML as module', { privilegeName: 'view', moduleName: '<script>' }, 400, /moduleName/],
    [
      'a 10 kB description',
      { privilegeName: 'add', moduleName: 'reports', description: 'd'.repeat(10_000) },
      400,
      /too long/,
    ],
    ['a negative sort', { privilegeName: 'add', moduleName: 'reports', sort: -1 }, 400, /sort/],
    ['a sort as text', { privilegeName: 'add', moduleName: 'reports', sort: '1' }, 400, /sort/],
  ])('refuses %s and writes nothing', async (_label, body, status, msg) => {
    const before = await count();
    const res = await cat('create', body);
    expect(res.statusCode).toBe(status);
    expect(expectEnvelope(res).msg).toMatch(msg);
    expect(await count()).toBe(before);
  });

  it('renames an unbound permission, but a bound one only changes sort and description', async () => {
    const renamed = await cat('update', { id: created, privilegeName: 'index', moduleName: 'reports' });
    expect(renamed.json().data.privilegeName).toBe('index');
    const bound = perm['card.view']!;
    const rename = await cat('update', { id: bound, privilegeName: 'edit' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().msg).toMatch(/bound to \d+ role\(s\): only its sort and description/);
    const text = await cat('update', { id: bound, sort: 61, description: 'See cards' });
    expect(text.json().data).toMatchObject({
      privilegeName: 'view',
      moduleName: 'card',
      sort: 61,
      description: 'See cards',
    });
    const clash = await cat('update', { id: created, privilegeName: 'view', moduleName: 'card' });
    expect(clash.statusCode).toBe(409);
  });

  it('protects the catalogue’s own permissions from deletion and renaming', async () => {
    const del = await cat('delete', { id: perm['permission.add'] });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toMatch(/own permissions cannot be deleted or renamed/);
    expect((await cat('update', { id: perm['permission.add'], moduleName: 'other' })).statusCode).toBe(409);
  });

  it('deletes a permission with its bindings and records how many roles lost it', async () => {
    const id = perm['tradeDownload.delete']!;
    const res = await cat('delete', { id });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.permissionId, id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'delete')));
    expect((entry!.before as { boundRoles: number }).boundRoles).toBeGreaterThan(0);
    expect((await cat('get', { id })).statusCode).toBe(404);
    expect((await cat('delete', { id: created })).statusCode).toBe(200);
  });
});
