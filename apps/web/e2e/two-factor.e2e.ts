import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, finish, SCREENSHOTS, settle, useStack, VIEWER } from './harness';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { openSignIn } from './pages/sign-in';
import { CodeStep, TwoFactorDialog } from './pages/two-factor';

const stack = useStack();

/** The authenticator app: the key read off the dialog, codes for the current (or a later) 30-second step. */
const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' });

const signOut = async (page: Page) => {
  await new Shell(page).logout();
  await page.waitForURL('**/login');
};

/** Signs in with the password only, opens the enrolment from the user menu and reads its key off the dialog. */
const startEnrolment = async (login: LoginPage, email: string) => {
  const page = login.page;
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard');
  const dialog = new TwoFactorDialog(page);
  await dialog.openFromUserMenu();
  const app = authenticator(await dialog.readSecret());
  await page.locator('[role="dialog"] img').waitFor();
  return { dialog, app };
};

const passwordStep = async (page: Page, email = VIEWER) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await new CodeStep(page).code().waitFor();
};

describe('two-factor sign-in', () => {
  it('enrols from the user menu, then signs in with a code and once with a recovery code', async () => {
    const { page, errors, login } = await openSignIn(stack, DESKTOP);
    const { dialog, app } = await startEnrolment(login, VIEWER);
    await page.locator('img[alt="QR code for your authenticator app"]').waitFor();
    // A wrong first code is refused on the field.
    await dialog.code().fill(app.generate({ timestamp: Date.now() + 10 * 30_000 }));
    await dialog.root().getByRole('button', { name: 'Turn on' }).click();
    await dialog.root().getByText('The code is incorrect.', { exact: false }).waitFor();

    await dialog.confirm(app.generate());
    const recoveryCodes = await dialog.recoveryCodes().allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await dialog.done();
    await signOut(page);

    // Password, then the code from the app (the next step's: the enrolment spent this one).
    await passwordStep(page);
    expect(await page.evaluate(() => localStorage.getItem('remittanceToken'))).toBeNull();
    await new CodeStep(page).enter(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.waitForURL('**/dashboard');
    await signOut(page);

    // A recovery code signs in once …
    await passwordStep(page);
    await new CodeStep(page).enter(recoveryCodes[0]!);
    await page.waitForURL('**/dashboard');
    await signOut(page);

    // … and never again.
    await passwordStep(page);
    await new CodeStep(page).enter(recoveryCodes[0]!);
    await page.locator('.Mui-error input[name="code"]').waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('remittanceToken'))).toBeNull();
    await finish(page, errors);
  });

  it('marks both fields when the email or password is wrong, and says email', async () => {
    const { page, login } = await openSignIn(stack, DESKTOP);
    await login.signIn('nobody@nowhere.test', 'Wrong#Pass1');
    await page.locator('.Mui-error input[name="email"]').waitFor();
    await page.locator('.Mui-error input[name="password"]').waitFor();
    await page.locator('form').getByText('Login failed, please check username or password.').waitFor();
    await page.context().close();
  });

  // Each shot enrols a demo user of its own (enrolment happens once per user).
  const shots = [
    ['en-US', 390, 'admin@demo.test'],
    ['en-US', 1440, 'finance@demo.test'],
    ['zh-CN', 390, 'admin@other.test'],
    ['zh-CN', 1440, 'operator@remit.test'],
  ] as const;
  for (const [locale, width, email] of shots)
    it(`shows the enrolment dialog and the code step at ${width} px in ${locale}`, async () => {
      const { page, login } = await openSignIn(stack, {
        locale,
        viewport: { width, height: width === 390 ? 844 : 900 },
      });
      const tag = `${locale === 'zh-CN' ? 'zh-cn' : 'en'}-${width}`;
      const { dialog, app } = await startEnrolment(login, email);
      await settle(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `two-factor-enrol-${tag}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await dialog.confirm(app.generate());
      await settle(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `two-factor-recovery-${tag}.png`) });
      await dialog.done();
      await signOut(page);
      await login.signIn(email, DEMO_PASSWORD);
      await new CodeStep(page).code().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `two-factor-code-step-${tag}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });
});
