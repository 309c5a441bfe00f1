import type { Page } from 'playwright-core';

/** The sign-in screen (/login). Selectors by field name so they work in both languages. */
export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.locator('input[name="email"]');
  readonly password = () => this.page.locator('input[name="password"]');
  /** The sign-in form's own button: a closing dialog may still be in the page for its fade-out. */
  readonly submit = () =>
    this.page
      .locator('form', { has: this.page.locator('input[name="email"]') })
      .locator('button[type="submit"]');

  async goto() {
    await this.page.goto('/login');
    await this.email().waitFor();
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  async forgotPassword() {
    await this.page.locator('a[href="/forget-password"]').click();
    await this.page.waitForURL('**/forget-password');
    // The URL changes before the lazily loaded page replaces the sign-in form, which has an email field too.
    await this.page.locator('input[name="password"]').waitFor({ state: 'detached' });
  }
}
