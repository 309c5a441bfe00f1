import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/guards/paths';
import { describeFindings, runAxe, type AxeFinding } from './axe';
import { ADMIN, DEMO_PASSWORD, DESKTOP, settle, useStack } from './harness';
import { LoginPage } from './pages/login-page';

const stack = useStack();
const OPERATOR = 'operator@remit.test';

/**
 * Every path the router declares, read from its source so a new screen is checked without being listed here:
 * the helpers' literal paths (`screen('/x', …)`) and any `paths.<name>` constant it uses.
 */
const routerPaths = async () => {
  const source = await readFile(new URL('../src/app/router.tsx', import.meta.url), 'utf8');
  const literal = [...source.matchAll(/\b(?:screen|blank|nonav|path:)\s*\(?\s*'(\/[^']*)'/g)].map(
    (m) => m[1],
  );
  const named = [...source.matchAll(/\bpaths\.(\w+)/g)].map(
    (m) => (paths as Record<string, string>)[m[1] ?? ''],
  );
  return [...new Set([...literal, ...named])].filter((path): path is string => !!path && path !== '/');
};

/** Rules the app once broke; none of their findings may come back, whatever axe calls their impact. */
const FIXED_RULES = ['list', 'label-content-name-mismatch', 'region', 'heading-order', 'empty-table-header'];
const blocking = (finding: AxeFinding) =>
  finding.impact === 'serious' || finding.impact === 'critical' || FIXED_RULES.includes(finding.rule);

type Theme = 'light' | 'dark';

/** The light theme is checked on a wide desktop, the dark one on a narrow desktop (1024 px). */
const widthOf = (theme: Theme) => (theme === 'light' ? DESKTOP.viewport.width : 1024);

/** A fresh page in `theme` (the theme cookie the switcher writes), signed in as `email` unless null. */
const openAs = async (email: string | null, theme: Theme) => {
  const page = await stack.newPage({ viewport: { ...DESKTOP.viewport, width: widthOf(theme) } });
  await page.context().addCookies([{ name: 'remittance-theme', value: theme, url: stack.baseUrl }]);
  if (email) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
  }
  return page;
};

/** Opens `path` and waits until it has settled: its data in, no loading bar or skeleton. */
const visit = async (page: Awaited<ReturnType<typeof openAs>>, path: string) => {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  await settle(page);
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'));
  return new URL(page.url()).pathname;
};

/** Tables that make a person scroll sideways to see their last column (a list must fit 1024 px and up). */
const tablesCut = (page: Awaited<ReturnType<typeof openAs>>) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.MuiTableContainer-root'))
      .filter((t) => t.scrollWidth > t.clientWidth + 1)
      .map(
        (t) =>
          `${t.querySelector('table')?.getAttribute('aria-label') ?? 'a table'}: ${t.scrollWidth} px in ${t.clientWidth}`,
      ),
  );

/** Scans each path and returns what axe found, and which paths redirected elsewhere (not this user's). */
const scan = async (stackPage: Awaited<ReturnType<typeof openAs>>, list: string[], who: string) => {
  const findings: { where: string; finding: AxeFinding }[] = [];
  const cut: string[] = [];
  const scanned: string[] = [];
  const elsewhere: string[] = [];
  for (const path of list) {
    const landed = await visit(stackPage, path);
    if (landed !== path) {
      elsewhere.push(path);
      continue;
    }
    const notAllowed = await stackPage.locator('main [role="alert"] h1').count();
    if (notAllowed) elsewhere.push(path);
    scanned.push(path);
    for (const finding of await runAxe(stackPage)) findings.push({ where: `${who} ${path}`, finding });
    for (const table of await tablesCut(stackPage)) cut.push(`${who} ${path}: ${table}`);
  }
  return { findings, scanned, elsewhere, cut };
};

const check = (theme: Theme) => async () => {
  const all = await routerPaths();
  expect(all).toContain('/dashboard');
  const findings: { where: string; finding: AxeFinding }[] = [];

  const signedOut = await openAs(null, theme);
  const pre = await scan(
    signedOut,
    [paths.login, paths.forgetPassword, paths.notFound],
    `${theme} signed out`,
  );
  findings.push(...pre.findings);
  await signedOut.context().close();

  const admin = await openAs(ADMIN, theme);
  const asAdmin = await scan(
    admin,
    all.filter((p) => !pre.scanned.includes(p)),
    `${theme} ${ADMIN}`,
  );
  findings.push(...asAdmin.findings);
  await admin.context().close();

  // The operator's own screens (the fee rules and whatever the administrator may not see).
  const operator = await openAs(OPERATOR, theme);
  const asOperator = await scan(operator, asAdmin.elsewhere, `${theme} ${OPERATOR}`);
  findings.push(...asOperator.findings);
  await operator.context().close();

  const scanned = new Set([...pre.scanned, ...asAdmin.scanned, ...asOperator.scanned]);
  // Every list fits its card at this width: nothing to scroll sideways to.
  expect([...pre.cut, ...asAdmin.cut, ...asOperator.cut], `at ${widthOf(theme)} px`).toEqual([]);
  expect(scanned.size, `scanned: ${[...scanned].join(', ')}`).toBeGreaterThanOrEqual(20);
  const failing = findings.filter(({ finding }) => blocking(finding));
  const report = `axe (${theme}) over ${scanned.size} screens:\n${describeFindings(failing)}\n\nother findings:\n${describeFindings(findings.filter(({ finding }) => !blocking(finding)))}`;
  expect(failing.length, report).toBe(0);
};

describe('accessibility (axe-core, WCAG 2.1 AA) on every screen', () => {
  it('light theme at 1440 px: no serious or critical findings, no list cut', check('light'), 420_000);
  it('dark theme at 1024 px: no serious or critical findings, no list cut', check('dark'), 420_000);
});
