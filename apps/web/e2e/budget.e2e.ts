import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, signInAs, useStack } from './harness';
import { ROUTE_READY, describeScripts, kilobytes, watchScripts } from './script-bytes';

const stack = useStack();

/**
 * JavaScript sent on a cold first load (compressed, as transferred): the ceiling the app holds today, so it
 * cannot creep back. The goal is 120 KB on /login and 250 KB on /dashboard; the frameworks every screen
 * needs already take ~105 KB of it (react-dom 58, TanStack Router + Query 33, i18next 14), see the README.
 * Today (after the URL-bound lists brought zod and the contract's filter schemas to the first load): 287 KB
 * and 389 KB; the merchants' validation texts in the shell's locale (every form's field messages load with the
 * language) brought /login to 295.3 KB. Keeping the error table and the list filters off the phone and IBAN
 * libraries (per-domain error files, light filter modules) brought it to 272.8 KB and /dashboard to 374.9 KB.
 * Drawing the dashboard's chart as plain SVG instead of MUI X Charts (2026-11-26): /dashboard 295.9 KB,
 * /login 274.3 KB (the new screens' shell texts). The router's search check made loose (each screen checks
 * its own fields against the contract when it renders): /login 266.3 KB, /dashboard 291.1 KB.
 * No zod on the first load (stored session, rules and configuration checked by typed shapes; schema-free
 * contract modules for constants, currencies and gateway paths), feature texts with the signed-in layouts,
 * toasts loaded with the first message, the pager loaded with the first paged list, the dashboard's currency
 * picker as toggle buttons (2026-11-26): /login 249.0 KB, /dashboard 249.7 KB. Menus, the slow-request
 * overlay and the two-factor code step loading when first needed, the sign-in fields built without
 * TextField's select, the login schema loading with the first check: /login 202.7 KB, /dashboard 240.3 KB.
 * The dashboard meets its goal of 250 KB. /login does not meet 120 KB: React (58 KB), TanStack Router and
 * Query (33 KB), i18next (14 KB), react-hook-form (14 KB) and MUI's core with emotion are its floor.
 */
const BUDGET = { '/login': 206 * 1024, '/dashboard': 250 * 1024 } as const;

/** Opens `path` in a fresh browser context (empty cache) and counts the scripts until the page settles. */
const coldLoad = async (path: keyof typeof BUDGET, storageState?: Awaited<ReturnType<typeof signedIn>>) => {
  const page = await stack.newPage({ ...DESKTOP, storageState });
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator(ROUTE_READY[path]).first().waitFor();
  await page.waitForLoadState('networkidle');
  const result = await scripts.done();
  await page.context().close();
  return result;
};

/** A signed-in session (its local storage), to open the dashboard cold as a returning user does. */
const signedIn = async () => {
  const { page } = await signInAs(stack, ADMIN);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
};

describe('JavaScript budget of a first load', () => {
  it(`/login ships at most ${BUDGET['/login'] / 1024} KB of compressed JavaScript`, async () => {
    const { scripts, total } = await coldLoad('/login');
    const report = `/login: ${kilobytes(total)} in ${scripts.length} scripts\n${describeScripts(scripts)}`;
    expect(scripts.length, report).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !['br', 'gzip'].includes(script.encoding)),
      report,
    ).toEqual([]);
    expect(total, report).toBeLessThanOrEqual(BUDGET['/login']);
  });

  it(`/dashboard ships at most ${BUDGET['/dashboard'] / 1024} KB of compressed JavaScript`, async () => {
    const { scripts, total } = await coldLoad('/dashboard', await signedIn());
    const report = `/dashboard: ${kilobytes(total)} in ${scripts.length} scripts\n${describeScripts(scripts)}`;
    expect(
      scripts.filter((script) => !['br', 'gzip'].includes(script.encoding)),
      report,
    ).toEqual([]);
    expect(
      scripts.some((script) => script.url.includes('dashboard-page')),
      report,
    ).toBe(true);
    expect(total, report).toBeLessThanOrEqual(BUDGET['/dashboard']);
  });
});
