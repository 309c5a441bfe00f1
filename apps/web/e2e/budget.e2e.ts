import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, signInAs, useStack } from './harness';
import { describeScripts, kilobytes, watchScripts } from './script-bytes';

const stack = useStack();

/** JavaScript sent on a cold first load (compressed, as transferred). */
const BUDGET = { '/login': 120 * 1024, '/dashboard': 250 * 1024 } as const;

/** Opens `path` in a fresh browser context (empty cache) and counts the scripts until the page settles. */
const coldLoad = async (path: keyof typeof BUDGET, storageState?: Awaited<ReturnType<typeof signedIn>>) => {
  const page = await stack.newPage({ ...DESKTOP, storageState });
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page
    .locator(path === '/login' ? 'input[name="email"]' : 'main h1, main h4')
    .first()
    .waitFor();
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
  it('/login ships at most 120 KB of compressed JavaScript', async () => {
    const { scripts, total } = await coldLoad('/login');
    const report = `/login: ${kilobytes(total)} in ${scripts.length} scripts\n${describeScripts(scripts)}`;
    expect(scripts.length, report).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !['br', 'gzip'].includes(script.encoding)),
      report,
    ).toEqual([]);
    expect(total, report).toBeLessThanOrEqual(BUDGET['/login']);
  });

  it('/dashboard ships at most 250 KB of compressed JavaScript', async () => {
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
