import type { Locator, Page } from 'playwright-core';

/** Settings → Users, Roles and Permission. Fields by name, buttons by their labels in either language. */
export class SettingsPages {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly heading = () => this.page.locator('main h1').first();
  readonly rows = (kind: 'user' | 'role' | 'permission') => this.page.getByTestId(`${kind}-row`);
  readonly row = (kind: 'user' | 'role' | 'permission', text: string) =>
    this.rows(kind).filter({ hasText: text });
  readonly addButton = () => this.page.locator('main').getByRole('button', { name: /^(Add|新增)/ });
  readonly editButtons = () => this.page.locator('main').getByRole('button', { name: /^(Edit|编辑) / });
  readonly deleteButtons = () => this.page.locator('main').getByRole('button', { name: /^(Delete|删除) / });
  readonly notAuthorized = () => this.page.getByRole('alert').filter({ has: this.page.locator('h1') });
  readonly fieldHelp = (name: string): Locator =>
    this.dialog()
      .locator('.MuiFormControl-root', { has: this.page.locator(`input[name="${name}"]`) })
      .locator('.MuiFormHelperText-root');

  async open(path: '/permission/users' | '/permission/roles' | '/permission' | '/setting') {
    await this.page.goto(path);
    await this.heading().waitFor();
  }

  async submitDialog() {
    await this.dialog().locator('button[type="submit"]').click();
  }

  /** Picks an option of an MUI select, found by the hidden input's name. */
  async choose(name: string, option: string) {
    await this.dialog()
      .locator('.MuiFormControl-root', { has: this.page.locator(`input[name="${name}"]`) })
      .getByRole('combobox')
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  async addRole(name: string, description: string, permissionLabels: string[]) {
    await this.addButton().click();
    await this.dialog().locator('input[name="name"]').fill(name);
    await this.dialog().locator('input[name="description"]').fill(description);
    for (const label of permissionLabels) await this.dialog().getByRole('checkbox', { name: label }).check();
  }

  async addUser(userName: string, email: string, role: string) {
    await this.addButton().click();
    await this.dialog().locator('input[name="userName"]').fill(userName);
    await this.dialog().locator('input[name="email"]').fill(email);
    await this.choose('roleId', role);
  }

  async confirmDelete(kind: 'user' | 'role' | 'permission', rowText: string) {
    await this.row(kind, rowText)
      .getByRole('button', { name: /^(Delete|删除) / })
      .click();
    await this.dialog()
      .getByRole('button', { name: /^(Delete|删除)$/ })
      .click();
  }
}
