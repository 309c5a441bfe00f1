import { describe, it } from 'vitest';
import { codeIn } from '../../server/test/helpers/smtp';
import path from 'node:path';
import { DEMO_PASSWORD, finish, SCREENSHOTS, settle, useStack, VIEWER } from './harness';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { openSignIn } from './pages/sign-in';
import { Shell } from './pages/shell';

const stack = useStack();

const NEW_PASSWORD = 'Fresh#Start9';

describe('forgot password', () => {
  it('checks the fields before asking the server', async () => {
    const page = await stack.newPage();
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('The Email field must be a valid email').waitFor();

    await forgot.requestCode('nobody@demo.test');
    await forgot.reset('12345', 'weak', 'other');
    await page.getByText('Enter the 6-digit code').waitFor();
    await page.getByText(/^Invalid password\./).waitFor();
    await page.getByText('The passwords do not match. Please try again.').waitFor();
    await page.context().close();
  });

  it('resets the password with the emailed code, then signs in with it', async () => {
    const { page, errors, login } = await openSignIn(stack);
    await login.forgotPassword();

    const forgot = new ForgotPasswordPage(page);
    const since = stack.mails.length;
    await forgot.requestCode(VIEWER);
    const mail = await stack.waitForMail(VIEWER, since);
    await settle(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'forgot-reset-step.png') });
    await forgot.reset(codeIn(mail), NEW_PASSWORD);

    await new Shell(page).toast('Reset password success').waitFor();
    await page.waitForURL('**/login');

    await login.signIn(VIEWER, DEMO_PASSWORD);
    await new Shell(page).toast('Login failed, please check username or password.').waitFor();

    await login.signIn(VIEWER, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Victor Viewer' }).waitFor();
    await finish(page, errors);
  });
});
