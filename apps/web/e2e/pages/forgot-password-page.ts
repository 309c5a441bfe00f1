import type { Page } from 'playwright-core';

/** The two steps of /forget-password: ask for a code, then set a new password with it. */
export class ForgotPasswordPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/forget-password');
    await this.page.locator('input[name="email"]').waitFor();
  }

  async requestCode(email: string) {
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('form button[type="submit"]').click();
    await this.page.locator('input[name="code"]').waitFor();
  }

  async reset(code: string, password: string, confirm = password) {
    await this.page.locator('input[name="code"]').fill(code);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('input[name="confirm"]').fill(confirm);
    await this.page.locator('form button[type="submit"]').click();
  }
}
