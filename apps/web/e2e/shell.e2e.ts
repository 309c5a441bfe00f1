import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, finish, screenshot, signInAs, type Stack, useStack, VIEWER } from './harness';
import { Shell } from './pages/shell';
import { openSignIn } from './pages/sign-in';

const stack = useStack();

const signIn = (email: string, options: Parameters<Stack['newPage']>[0] = {}) =>
  signInAs(stack, email, options);

describe('the app shell', () => {
  it('signs an administrator in to the English dashboard', async () => {
    const { page, errors, login } = await openSignIn(stack);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screenshot(page, 'login');

    await login.signIn(ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const shell = new Shell(page);
    await page.getByRole('heading', { name: 'Welcome back, Demo Administrator' }).waitFor();
    expect(await page.getByText('Signed in for Demo Trading Co.').count()).toBe(1);
    for (const card of ['Balances', 'Last 3 months merchants', 'Recent transactions'])
      expect(await page.getByRole('heading', { name: card }).count()).toBe(1);
    // Balances, transactions and the last three months' merchants all come from the seed.
    await page.getByTestId('dashboard-balance').first().waitFor();
    await page.getByTestId('dashboard-merchant').first().waitFor();
    expect(await page.getByText('No records found. Your list is empty.').count()).toBe(0);
    for (const entry of [
      'Dashboard',
      'Account',
      'Transactions',
      'Statement',
      'Merchants/Cards',
      'Collection',
      'Settings',
    ])
      expect(await shell.nav().getByText(entry, { exact: true }).count(), entry).toBeGreaterThan(0);

    // Session and rules are kept where the spec says (§3, §6).
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('remittanceToken'),
      user: localStorage.getItem('remittanceUserInfo'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user).toContain(ADMIN);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'userAbilityRules')?.value).toBeTruthy();
    expect(cookies.find((c) => c.name === 'remittance-timezone')?.value).toBe('Etc/UTC');

    // Spec §7: the global configuration is fetched once signed in and cached.
    await page.waitForFunction(() => !!localStorage.getItem('remittanceGlobalConfigs'));
    expect(await page.evaluate(() => localStorage.getItem('remittanceGlobalConfigs'))).toContain(
      '"appTitle"',
    );

    await page.getByTestId('dashboard-merchant').first().waitFor();
    await screenshot(page, 'dashboard-light');
    await finish(page, errors);
  });

  it('switches to dark and remembers it in a cookie', async () => {
    const { page, shell, errors } = await signIn(ADMIN);
    await shell.switchTheme('Dark');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'remittance-theme')?.value).toBe('dark');
    await screenshot(page, 'dashboard-dark');

    await page.reload();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await finish(page, errors);
  });

  it('switches to Chinese, for the interface and the server', async () => {
    const { page, shell, errors } = await signIn(ADMIN);
    await shell.switchLanguage('zh-cn');
    await page.getByRole('heading', { name: '欢迎回来，Demo Administrator' }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    for (const label of ['首页', '账户', '交易记录', '对账单', '收款', '设置'])
      expect(await shell.nav().getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: '近三个月商户' }).count()).toBe(1);
    await screenshot(page, 'dashboard-zh-cn');

    // The next call carries language zh_CN; its answer's message comes back in Chinese.
    const sent = page.waitForRequest((r) => r.url().includes('/api/dashboard/app/user/query'));
    await shell.clickNav('/transactions');
    expect((await sent).postDataJSON()).toMatchObject({ language: 'zh_CN' });
    await page.getByRole('heading', { name: '交易记录' }).waitFor();
    await page.getByTestId('transaction-row').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: '交易记录' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'remittance-language')?.value).toBe('zh-cn');
    await finish(page, errors);
  });

  it('turns the navigation into an overlay on a phone', async () => {
    const { page, shell, errors } = await signIn(ADMIN, { viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await shell.nav().isVisible()).toBe(false);
    await screenshot(page, 'dashboard-mobile', { fullPage: true });

    await shell.navToggle().click();
    await shell.nav().waitFor({ state: 'visible' });
    await page.waitForTimeout(400);
    await screenshot(page, 'dashboard-mobile-nav');
    await shell.clickNav('/statement');
    await page.getByRole('heading', { name: 'Statements' }).waitFor();
    await shell.nav().waitFor({ state: 'hidden' });
    await finish(page, errors);
  });

  it('shows list screens with filters, Search and the empty text', async () => {
    const { page } = await signIn(ADMIN);
    // Every list is real now: the demo's materials show, and a search that finds nothing says so.
    await page.goto('/collection/materials');
    await page.getByRole('heading', { name: 'Materials', exact: true }).waitFor();
    await page.getByText('Outdoor gear — Q3 restock').waitFor();
    await page.locator('input[name="search"]').fill('no such material');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No records found. Your list is empty.').waitFor();
    expect(page.url()).toContain('search=no');
    await page.context().close();
  });

  it('hides what a view-only role may not use, and says so on the screen', async () => {
    const { page, shell } = await signIn(VIEWER);
    expect(await shell.nav().getByText('Transactions', { exact: true }).count()).toBe(1);
    // Settings holds only the (read-only) fee schedule for a Viewer: no Users, no Roles.
    await shell.nav().getByText('Settings', { exact: true }).click();
    await shell.nav().getByText('Fees', { exact: true }).waitFor();
    expect(await shell.nav().getByText('Users', { exact: true }).count()).toBe(0);
    expect(await shell.nav().getByText('Roles', { exact: true }).count()).toBe(0);
    await page.goto('/permission/users');
    await page.getByRole('heading', { name: 'Not authorized' }).waitFor();
    await page.context().close();
  });

  it('keeps signed-out visitors on login and shows the not-found page', async () => {
    const page = await stack.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('shows the server message for wrong credentials and stays on login', async () => {
    const { page, login } = await openSignIn(stack);
    await login.signIn(ADMIN, 'Wrong@2026!');
    await new Shell(page).toast('Login failed, please check username or password.').waitFor();
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('remittanceToken'))).toBeNull();
    await page.context().close();
  });
});
