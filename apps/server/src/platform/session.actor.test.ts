import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles, sessions, users } from '../db/schema/index';
import { useTestApp, demo } from '../../test/helpers/app';
import { sha256 } from './crypto';

/**
 * The session and its role's permissions are read together, in one prepared statement, on every request: a
 * permission granted to or taken from a role, a revoked session and a sign-out all count on the next request.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

const listUsers = async (token: string) => (await t.cms(token, 'user', 'page')).statusCode;

it('a permission granted to or taken from a role counts on its holders’ very next request', async () => {
  const viewer = await t.login(demo.viewer);
  const [user] = await t.db.select().from(users).where(eq(users.email, demo.viewer));
  const [role] = await t.db.select().from(roles).where(eq(roles.id, user!.roleId!));
  const [permission] = await t.db
    .select()
    .from(permissions)
    .where(and(eq(permissions.moduleName, 'user'), eq(permissions.privilegeName, 'index')));
  expect(await listUsers(viewer)).toBe(403);
  await t.db
    .insert(rolePermissions)
    .values({ partnerId: role!.partnerId, roleId: role!.id, permissionId: permission!.id });
  expect(await listUsers(viewer)).toBe(200);
  expect(await listUsers(viewer)).toBe(200);
  await t.db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.permissionId, permission!.id)));
  expect(await listUsers(viewer)).toBe(403);
});

it('a revoked session and a signed-out one are refused on the next request', async () => {
  const [a, b] = [await t.login(demo.admin), await t.login(demo.admin)];
  expect(await listUsers(a)).toBe(200);
  expect(await listUsers(b)).toBe(200);
  await t.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, sha256(a)));
  expect(await listUsers(a)).toBe(401);
  expect((await t.call('DELETE', `/api/dashboard/logout?access_token=${b}`)).statusCode).toBe(200);
  expect(await listUsers(b)).toBe(401);
});

it('requests arriving together are read in one statement, each with its own session and permissions', async () => {
  const [admin, viewer, revoked] = [
    await t.login(demo.admin),
    await t.login(demo.viewer),
    await t.login(demo.admin),
  ];
  await t.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, sha256(revoked)));
  const codes = await Promise.all(
    [admin, viewer, revoked, admin, 'not-a-token', viewer].map((token) => listUsers(token)),
  );
  expect(codes).toEqual([200, 403, 401, 200, 401, 403]);
  // A revocation between two bursts counts on the second.
  await t.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, sha256(admin)));
  expect(await Promise.all([admin, admin, viewer].map((token) => listUsers(token)))).toEqual([401, 401, 403]);
});
