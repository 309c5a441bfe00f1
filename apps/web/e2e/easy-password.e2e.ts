import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { DEMO_PASSWORD, finish, NEWHIRE, SCREENSHOTS, settle, useStack } from './harness';
import { openSignIn, signInToForcedChange } from './pages/sign-in';
import { Shell } from './pages/shell';

const stack = useStack();

const NEW_PASSWORD = 'Settled-In42';

describe('easy password', () => {
  it('forces the change-password dialog; Close signs out', async () => {
    const { page, login } = await openSignIn(stack);
    const dialog = await signInToForcedChange(login, NEWHIRE, DEMO_PASSWORD);

    await dialog.close();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('remittanceToken'))).toBeNull();
    await page.context().close();
  });

  it('cannot be dismissed, changes the password and sends the user to sign in again', async () => {
    const { page, errors, login } = await openSignIn(stack);
    const dialog = await signInToForcedChange(login, NEWHIRE, DEMO_PASSWORD);
    await page.getByText('Your password is too easy to guess.', { exact: false }).waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'change-password-forced.png') });

    // Neither a click outside nor Escape closes it.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await dialog.root().isVisible()).toBe(true);

    await dialog.change('Wrong@Pass1', NEW_PASSWORD);
    await new Shell(page).toast('The current password is incorrect.').waitFor();
    expect(await dialog.root().isVisible()).toBe(true);

    await dialog.change(DEMO_PASSWORD, NEW_PASSWORD);
    await new Shell(page).toast('Password successfully changed. Redirecting to the login page…').waitFor();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('remittanceToken'))).toBeNull();

    await login.signIn(NEWHIRE, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Nina Newhire' }).waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.root().count()).toBe(0);
    await finish(page, errors);
  });
});
