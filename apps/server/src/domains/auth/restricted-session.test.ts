import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { useTestApp, demo, DEMO_PASSWORD } from '../../../test/helpers/app';

const QUERY = '/api/dashboard/app/user/query';
const CHANGE = '/api/dashboard/app/user/changePassword';
const LOGOUT = '/api/dashboard/logout';
const NEW_PASSWORD = 'Fresh#Pass2026';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
beforeAll(async () => {
  // The administrator holds every permission: whatever is refused below is refused for the password alone.
  await t.db.update(users).set({ isEasyPassword: true }).where(eq(users.email, demo.admin));
});

/** The calls a session with a temporary or easy password must not reach, whatever its role allows. */
const guarded: [string, string, object][] = [
  ['account', 'list', {}],
  ['beneficiary', 'page', {}],
  ['logs', 'page', {}],
  ['export', 'export', { kind: 'auditLogs', format: 'csv', filter: {} }],
  ['user', 'page', {}],
];

describe('a session from a temporary or easy password', () => {
  it.each(guarded)(
    'is refused %s/%s with its own code until the password changes',
    async (service, op, body) => {
      const token = await t.login(demo.admin);
      const res = await t.cms(token, service, op, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: '40311',
        msg: 'Please change your temporary password before continuing.',
        data: null,
      });
      const zh = await t.cms(token, service, op, { ...body, language: 'zh_CN' });
      expect(zh.json().msg).toBe('请先修改临时密码后再继续。');
    },
  );

  it('still reads itself and the global configuration, and can sign out', async () => {
    const token = await t.login(demo.admin);
    const me = await t.call('POST', QUERY, {}, { access_token: token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.isEasyPassword).toBe(true);
    const configs = await t.cms(token, 'config', 'get', { dtoName: 'getConfigs' });
    expect(configs.statusCode).toBe(200);
    expect((await t.call('DELETE', `${LOGOUT}?access_token=${token}`)).statusCode).toBe(200);
  });

  it('opens everything its role allows once the password is changed', async () => {
    const token = await t.login(demo.admin);
    const changed = await t.call(
      'POST',
      `${CHANGE}?access_token=${token}`,
      { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      {},
    );
    expect(changed.statusCode).toBe(200);
    const fresh = await t.login(demo.admin, NEW_PASSWORD);
    for (const [service, op, body] of guarded)
      expect((await t.cms(fresh, service, op, body)).statusCode, `${service}/${op}`).toBe(200);
  });
});
