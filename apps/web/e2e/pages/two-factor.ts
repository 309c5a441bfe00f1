import type { Page } from 'playwright-core';

/** The enrolment dialog (from the user menu) and the sign-in code step. Selectors work in both languages. */
export class TwoFactorDialog {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByRole('dialog');
  readonly secret = () => this.page.getByTestId('two-factor-secret');
  readonly code = () => this.root().locator('input[name="code"]');
  readonly recoveryCodes = () => this.root().locator('ol li');

  async openFromUserMenu() {
    await this.page.getByRole('button', { name: /^(Account menu|账户菜单)( |$)/ }).click();
    await this.page.getByRole('menuitem', { name: /^(Two-factor sign-in|两步验证登录)$/ }).click();
    await this.root().waitFor();
  }

  /** The base32 key as shown (grouped by four), without its spaces. */
  async readSecret() {
    await this.page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="two-factor-secret"]')?.textContent ?? '').trim().length > 0,
    );
    return (await this.secret().innerText()).replace(/\s+/g, '');
  }

  async confirm(code: string) {
    await this.code().fill(code);
    await this.root()
      .getByRole('button', { name: /^(Turn on|启用)$/ })
      .click();
    await this.recoveryCodes().first().waitFor();
  }

  async done() {
    await this.root()
      .getByRole('button', { name: /^(I have saved them|我已保存)$/ })
      .click();
    await this.root().waitFor({ state: 'detached' });
  }
}

export class CodeStep {
  constructor(readonly page: Page) {}

  readonly code = () => this.page.locator('input[name="code"]');
  readonly submit = () =>
    this.page
      .locator('form', { has: this.page.locator('input[name="code"]') })
      .locator('button[type="submit"]');

  async enter(code: string) {
    await this.code().fill(code);
    await this.submit().click();
  }
}
