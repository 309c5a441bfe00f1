import { beforeAll, describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import { ACTIONS, MODULES, type AbilityRule } from '@remit/contract/permission';
import { useTestApp, demo, DEMO_PASSWORD } from '../../test/helpers/app';
import { settingsHelpers } from '../../test/helpers/settings';
import { routeTable, type RouteAuth } from './session.plugin';

/**
 * Generated from the app's own route table (session.plugin records every route it sees): a route added
 * later is checked here without anyone listing it. Expectations come from the rules each sign-in returns.
 */
const people = {
  Administrator: demo.admin,
  Finance: demo.finance,
  Viewer: demo.viewer,
  Operator: demo.operator,
} as const;
const signedIn: Record<string, { token: string; rules: AbilityRule[] }> = {};

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
beforeAll(async () => {
  for (const [name, email] of Object.entries(people)) {
    const res = await t.call('POST', '/api/dashboard/login-remittance', { email, password: DEMO_PASSWORD });
    signedIn[name] = { token: res.json().data.token, rules: res.json().data.userAbilityRules };
  }
});

type Route = { method: string; url: string; auth: RouteAuth | undefined };
/** The app is built in beforeAll, so the table is read lazily; HEAD twins of GET routes are left out. */
const apiRoutes = (): Route[] => {
  const seen = new Map<string, Route>();
  for (const r of routeTable)
    if (r.url.startsWith('/api/') && r.method !== 'HEAD') seen.set(`${r.method} ${r.url}`, r);
  return [...seen.values()];
};
const withPermission = () =>
  apiRoutes().filter(
    (r): r is Route & { auth: { action: string; subject: string } } => typeof r.auth === 'object',
  );

const FAKE_ID = '01890000-0000-7000-8000-000000000000';
const hit = (route: Route, token?: string, body: object = {}) =>
  t.app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:\w+/g, FAKE_ID),
    headers: token ? { access_token: token } : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
  });

describe('the route table', () => {
  it('has every /api route declaring public, session or a known (action, subject)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const ok =
        r.auth === 'public' ||
        r.auth === 'session' ||
        (typeof r.auth === 'object' &&
          (ACTIONS as readonly string[]).includes(r.auth.action) &&
          (MODULES as readonly string[]).includes(r.auth.subject));
      expect(ok, `${r.method} ${r.url} declares ${JSON.stringify(r.auth)}`).toBe(true);
      expect(t.app.hasRoute({ method: r.method as 'POST', url: r.url })).toBe(true);
    }
  });
});

describe('the Settings routes', () => {
  it('ask for their own module’s permission, by operation (the role editor’s catalogue list: role:view)', () => {
    const action: Record<string, string> = {
      list: 'index',
      page: 'index',
      get: 'view',
      create: 'add',
      update: 'edit',
      delete: 'delete',
    };
    const settings = apiRoutes().filter((r) => /^\/api\/portal\/cms\/(user|role|permission)\//.test(r.url));
    expect(settings).toHaveLength(18);
    for (const r of settings) {
      const [, service, op] = /cms\/(\w+)\/([\w-]+)$/.exec(r.url)!;
      // Resetting a user's second factor changes the user: who edits users does it.
      const want = r.url.endsWith('/permission/list')
        ? { action: 'view', subject: 'role' }
        : r.url.endsWith('/user/reset-two-factor')
          ? { action: 'edit', subject: 'user' }
          : { action: action[op!], subject: service };
      expect(r.auth, r.url).toEqual(want);
    }
  });
});

describe('each demo role against each permission route', () => {
  it('answers 403 exactly where the role’s rules say no, and never 401 to a signed-in user', async () => {
    const failures: string[] = [];
    for (const route of withPermission())
      for (const [name, { token, rules }] of Object.entries(signedIn)) {
        const allowed = createMongoAbility(rules as never).can(route.auth.action, route.auth.subject);
        const res = await hit(route, token);
        const ok = allowed ? res.statusCode !== 403 && res.statusCode !== 401 : res.statusCode === 403;
        if (!ok) failures.push(`${name} ${route.url}: ${res.statusCode} (allowed=${allowed})`);
        if (!allowed && res.json().code !== '40300') failures.push(`${name} ${route.url}: ${res.body}`);
      }
    expect(failures).toEqual([]);
    expect(withPermission().length).toBeGreaterThanOrEqual(17);
  });
});

describe('anonymous callers', () => {
  it('get 401 from every route that needs a session or a permission', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.auth !== 'public')) {
      const res = await hit(route);
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('partners are sealed', () => {
  it('every id-taking user and role route answers 404 to another partner’s ids, and changes nothing', async () => {
    const h = settingsHelpers(t);
    const a = { token: signedIn.Administrator!.token, email: demo.admin };
    const b = { token: await t.login(demo.other), email: demo.other };
    const snapshot = async (token: string) => [
      (await t.cms(token, 'user', 'page', { size: 100 })).body,
      (await t.cms(token, 'role', 'list')).body,
    ];
    const failures: string[] = [];
    let checked = 0;
    for (const [me, them] of [
      [b, a],
      [a, b],
    ] as const) {
      const before = await snapshot(them.token);
      const theirs = {
        user: await h.userId(them.token, them.email),
        role: await h.roleId(them.token, 'Administrator'),
      };
      const mine = await h.userId(me.token, me.email);
      const cases: [Route, object][] = [];
      for (const route of withPermission()) {
        const m = /^\/api\/portal\/cms\/(user|role)\/(get|update|delete)$/.exec(route.url);
        if (m) cases.push([route, { id: theirs[m[1] as 'user' | 'role'] }]);
        if (route.url.endsWith('/user/create'))
          cases.push([route, { userName: 'Spy', email: 'spy@x.test', roleId: theirs.role }]);
        if (route.url.endsWith('/user/update')) cases.push([route, { id: mine, roleId: theirs.role }]);
      }
      for (const [route, body] of cases) {
        const res = await hit(route, me.token, body);
        checked++;
        if (res.statusCode !== 404) failures.push(`${route.url} ${JSON.stringify(body)}: ${res.statusCode}`);
      }
      expect(await snapshot(them.token)).toEqual(before);
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(2 * 8);
  });
});
