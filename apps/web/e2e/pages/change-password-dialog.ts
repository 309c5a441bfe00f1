import type { Page } from 'playwright-core';

/** The change-password dialog, forced after an easy-password sign-in or opened from the user menu. */
export class ChangePasswordDialog {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByRole('dialog');

  async change(current: string, next: string, confirm = next) {
    await this.root().locator('input[name="old_password"]').fill(current);
    await this.root().locator('input[name="new_password"]').fill(next);
    await this.root().locator('input[name="confirm_password"]').fill(confirm);
    await this.root().locator('button[type="submit"]').click();
  }

  async close() {
    await this.root()
      .getByRole('button', { name: /^(Close|关闭)$/ })
      .click();
  }
}
