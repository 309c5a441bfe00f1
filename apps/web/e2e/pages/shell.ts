import type { Locator, Page } from 'playwright-core';

/** The signed-in frame: navigation, navbar switchers, user menu, toasts. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.locator('main h1').first();
  readonly nav = () => this.page.locator('nav');
  readonly navToggle = () => this.page.locator('header button').first();
  readonly toast = (text?: string | RegExp): Locator =>
    text ? this.page.locator('.Toastify__toast', { hasText: text }) : this.page.locator('.Toastify__toast');

  /** The navbar's icon buttons, found by their accessible names in either language. */
  private navbarButton(names: RegExp) {
    return this.page.locator('header').getByRole('button', { name: names });
  }

  async switchLanguage(language: 'en' | 'zh-cn') {
    await this.navbarButton(/^(Language|语言)$/).click();
    await this.page.getByRole('menuitem', { name: language === 'en' ? 'English' : '中文' }).click();
  }

  async switchTheme(mode: 'Light' | 'Dark' | 'System') {
    await this.navbarButton(/^(Theme|主题)$/).click();
    await this.page.getByRole('menuitem', { name: mode }).click();
  }

  async openUserMenu() {
    await this.navbarButton(/^(Account menu|账户菜单)( |$)/).click();
  }

  async logout() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: /^(Logout|退出登录)$/ }).click();
  }

  /** Follows a top-level navigation entry, as a user would. */
  async clickNav(path: string) {
    await this.nav().locator(`a[href="${path}"]`).click();
  }
}
