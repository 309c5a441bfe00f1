import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, DEMO_PASSWORD, DESKTOP, finish, screenshot, settle, useStack, watchConsole } from './harness';
import { LoginPage } from './pages/login-page';

/**
 * The portal as a team first deploys it: opened by the server's address over plain HTTP, not by `localhost`
 * (Chromium exempts only localhost and loopback literals from upgrade-insecure-requests). Tests reach only
 * loopback, so Chromium resolves this name to 127.0.0.1 itself.
 */
const HOST = 'portal.example';
const stack = useStack({ browserArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`] });

/** Every Content-Security-Policy violation the page reports, from before its first script. */
const watchPolicy = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
};

describe('served over plain HTTP on a host that is not localhost', () => {
  it('signs in at http://<host>:<port>/login and opens a list page with no policy violation', async () => {
    const origin = `http://${HOST}:${new URL(stack.baseUrl).port}`;
    const page = await stack.newPage({ ...DESKTOP, baseURL: origin });
    const errors = watchConsole(page);
    const violations = await watchPolicy(page);

    const login = new LoginPage(page);
    await login.goto();
    expect(await violations()).toEqual([]);
    await login.signIn(ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /^Account menu( |$)/ }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin);

    // A list page parses every answer with the contract's zod schemas: zod must not probe for eval.
    await page.goto('/merchant');
    await page.getByText('Wei Chen').first().waitFor();
    await settle(page);
    expect(await violations()).toEqual([]);
    await screenshot(page, 'serving-plain-http-host-merchant-list');
    await finish(page, errors);
  });
});
