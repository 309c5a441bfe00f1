import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, useStack } from './harness';
import { Shell } from './pages/shell';
import { openSignIn } from './pages/sign-in';

const stack = useStack();

describe('a 401 on an authenticated call', () => {
  it('shows the message, clears the session and loads the login page', async () => {
    const { page, login } = await openSignIn(stack);
    await login.signIn(ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    // Revoke the session behind the app's back.
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('remittanceToken') ?? '';
      const response = await fetch(`/api/dashboard/logout?access_token=${encodeURIComponent(token)}`, {
        method: 'DELETE',
      });
      return response.status;
    });
    expect(status).toBe(200);

    const shell = new Shell(page);
    const loaded = page.waitForEvent('load');
    await shell.clickNav('/transactions');
    // The server's message for a revoked session (contract errors: UNAUTHORIZED or SESSION_EXPIRED).
    await shell.toast(/Request Unauthorized|Your session has expired/).waitFor();

    await loaded;
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('remittanceToken'),
      user: localStorage.getItem('remittanceUserInfo'),
    }));
    expect(stored).toEqual({ token: null, user: null });
    expect((await page.context().cookies()).find((c) => c.name === 'userAbilityRules')).toBeUndefined();
    await page.context().close();
  });
});
