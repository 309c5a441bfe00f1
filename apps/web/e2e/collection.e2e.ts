import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, finish, screenshot, signInAs, useStack } from './harness';
import { AccountsPages } from './pages/accounts-pages';

const OPERATOR = 'operator@remit.test';
const stack = useStack();
const signIn = async (email: string) => {
  const session = await signInAs(stack, email);
  return { ...session, accounts: new AccountsPages(session.page) };
};
const go = async (page: Page, to: string) => {
  await page.goto(`${stack.baseUrl}${to}`);
  await page.locator('main h1').first().waitFor();
};
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: RegExp) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
};
/** "1,234.50" → 123450n. */
const minorOf = (shown: string) => {
  const [whole = '0', fraction = ''] = shown.replace(/[,\s+]/g, '').split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
};
const decimalOf = (minor: bigint) => {
  const s = minor.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

describe('Collections', () => {
  it('a partner applies for a US account, the operator opens it, a simulated collection credits the partner', async () => {
    const alias = `E2E US ${Date.now().toString().slice(-6)}`;

    // ---- the partner applies, with a review step ----
    const admin = await signIn(ADMIN);
    await go(admin.page, '/collection/virtual-accounts');
    await admin.page.getByTestId('va-row').first().waitFor();
    await screenshot(admin.page, 'collection-virtual-accounts-en', { fullPage: true });
    await admin.page.locator('main').getByRole('button', { name: 'Apply for a virtual account' }).click();
    const apply = admin.page.getByRole('dialog');
    // Nothing chosen: the form names what is missing.
    await apply.getByRole('button', { name: 'Next' }).click();
    await apply.getByText('This field is required').first().waitFor();
    await choose(admin.page, apply, /^Country/, /United States/);
    await choose(admin.page, apply, /^Business Type/, /^Platform$/);
    await apply.getByLabel('Alias').fill(alias);
    await apply.getByRole('button', { name: 'Next' }).click();
    await apply.getByTestId('va-review').waitFor();
    expect(await apply.getByTestId('va-review').textContent()).toContain(alias);
    await screenshot(admin.page, 'collection-va-review-en');
    await apply.getByRole('button', { name: 'Submit application' }).click();
    await admin.shell.toast('Application submitted').waitFor();
    const mine = admin.page.getByTestId('va-row').filter({ hasText: alias });
    await mine.waitFor();
    expect(await mine.getByTestId('status-chip').textContent()).toBe('Initial');

    // ---- the operator opens it from the desk ----
    const operator = await signIn(OPERATOR);
    await go(operator.page, '/collection/virtual-accounts');
    const row = operator.page.getByTestId('va-row').filter({ hasText: alias });
    await row.waitFor();
    await row.getByRole('button', { name: alias, exact: true }).click();
    const desk = operator.page.getByRole('dialog');
    await desk.getByText('Waiting for the platform to open this account', { exact: false }).waitFor();
    await desk.getByRole('button', { name: 'Open account' }).click();
    await operator.shell.toast('Account opened').waitFor();
    await desk.getByText('ABA routing number').waitFor();
    await screenshot(operator.page, 'collection-va-opened-operator-en');
    await desk.getByRole('button', { name: 'Close' }).click();

    // ---- the partner sees it Enabled with its routing and account number ----
    await admin.page.reload();
    await mine.waitFor();
    expect(await mine.getByTestId('status-chip').textContent()).toBe('Enabled');
    await mine.getByRole('button', { name: alias, exact: true }).click();
    const details = admin.page.getByTestId('va-details');
    await details.getByText('ABA routing number').waitFor();
    const fields = await details.getByTestId('copy-field').allTextContents();
    const routing = fields.find((f) => f.startsWith('ABA routing number'))?.replace('ABA routing number', '');
    const account = fields.find((f) => f.startsWith('Account number'))?.replace('Account number', '');
    expect(routing).toMatch(/^\d{9}$/);
    expect(account).toMatch(/^\d{4,17}$/);
    await screenshot(admin.page, 'collection-va-details-en');
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The USD balance before the money arrives.
    await go(admin.page, '/account');
    await admin.accounts.balanceCards().first().waitFor();
    const before = minorOf(await admin.accounts.available('USD'));

    // ---- the operator simulates an incoming collection on it ----
    await go(operator.page, '/collection/collections');
    await operator.page.getByRole('button', { name: 'Simulate incoming collection' }).click();
    const simulate = operator.page.getByRole('dialog');
    await choose(operator.page, simulate, /^Virtual Account/, new RegExp(alias));
    await simulate.getByLabel('Amount').fill('-5');
    await simulate.getByRole('button', { name: 'Simulate' }).click();
    await simulate.getByText('Enter a positive amount with at most two decimals').waitFor();
    await simulate.getByLabel('Amount').fill('321.45');
    await screenshot(operator.page, 'collection-simulate-en');
    await simulate.getByRole('button', { name: 'Simulate' }).click();
    await operator.shell.toast(/Collection received/).waitFor();
    await finish(operator.page, operator.errors);

    // ---- the partner sees it in Collections, and the USD balance up by the amount ----
    await go(admin.page, '/collection/collections');
    const collection = admin.page.getByTestId('collection-row').filter({ hasText: alias });
    await collection.waitFor();
    expect(await collection.textContent()).toContain('321.45');
    expect(await collection.textContent()).toContain('Not documented');
    expect(await admin.page.getByRole('button', { name: 'Simulate incoming collection' }).count()).toBe(0);
    await screenshot(admin.page, 'collection-collections-en', { fullPage: true });
    await go(admin.page, '/account');
    await admin.accounts.balanceCards().first().waitFor();
    expect(minorOf(await admin.accounts.available('USD'))).toBe(before + 32_145n);
    expect(decimalOf(before + 32_145n)).toMatch(/\.\d\d$/);

    // ---- Shops: the URL rule on the form ----
    await go(admin.page, '/collection/shops');
    await admin.page.getByTestId('shop-row').first().waitFor();
    await admin.page.locator('main').getByRole('button', { name: 'New shop' }).click();
    const shopDialog = admin.page.getByRole('dialog');
    await shopDialog.getByRole('textbox', { name: 'Shop Name' }).fill('E2E Shop');
    await shopDialog.getByLabel('Website URL').fill('www.e2e-shop.example');
    await shopDialog.getByRole('button', { name: 'Save' }).click();
    await shopDialog.getByText('URL is invalid').waitFor();
    await shopDialog.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(admin.page, 'collection-shops-en', { fullPage: true });

    // ---- the same screens in Chinese ----
    await admin.shell.switchLanguage('zh-cn');
    await go(admin.page, '/collection/collections');
    await admin.page.getByRole('heading', { name: '收款记录', exact: true }).waitFor();
    await admin.page
      .getByTestId('collection-row')
      .filter({ hasText: alias })
      .getByText('未提交材料')
      .waitFor();
    await screenshot(admin.page, 'collection-collections-zh-cn', { fullPage: true });
    await go(admin.page, '/collection/virtual-accounts');
    await admin.page.getByTestId('va-row').filter({ hasText: alias }).getByText('已启用').waitFor();
    await admin.page
      .getByTestId('va-row')
      .filter({ hasText: alias })
      .getByRole('button', { name: alias, exact: true })
      .click();
    await admin.page.getByTestId('va-details').getByText('ABA 路由号').waitFor();
    await screenshot(admin.page, 'collection-va-details-zh-cn');
    await admin.page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await admin.shell.switchLanguage('en');
    await finish(admin.page, admin.errors);
  });

  it('a collection on the UK account arrives as a converted USD credit showing its GBP amount and the rate', async () => {
    const UK = 'Etsy UK shop';
    const admin = await signIn(ADMIN);
    // The demo UK account receives GBP and settles in USD (no balance shows GBP).
    await go(admin.page, '/collection/virtual-accounts');
    const uk = admin.page.getByTestId('va-row').filter({ hasText: UK });
    await uk.waitFor();
    expect(await uk.textContent()).toContain('Credited in USD');
    // Applying for a UK account: it settles in USD unless another balance currency is chosen.
    await admin.page.locator('main').getByRole('button', { name: 'Apply for a virtual account' }).click();
    const apply = admin.page.getByRole('dialog');
    await choose(admin.page, apply, /^Country/, /United Kingdom/);
    expect(await apply.getByRole('combobox', { name: /^Credited In/ }).textContent()).toContain('USD');
    await apply.getByText('Money arriving in GBP is converted to USD on arrival').waitFor();
    await screenshot(admin.page, 'collection-va-apply-uk-en');
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await go(admin.page, '/account');
    await admin.accounts.balanceCards().first().waitFor();
    const before = minorOf(await admin.accounts.available('USD'));
    expect((await admin.accounts.balanceCards().allTextContents()).join(' ')).not.toContain('GBP');

    const operator = await signIn(OPERATOR);
    await go(operator.page, '/collection/collections');
    await operator.page.getByRole('button', { name: 'Simulate incoming collection' }).click();
    const simulate = operator.page.getByRole('dialog');
    await choose(operator.page, simulate, /^Virtual Account/, new RegExp(UK));
    await simulate.getByLabel('Amount').fill('100.00');
    await simulate.getByRole('button', { name: 'Simulate' }).click();
    await operator.shell.toast(/Collection received/).waitFor();
    await finish(operator.page, operator.errors);

    // 100.00 GBP at 1 GBP = 1.26582278481 USD (GBP 0.79 per USD in the sandbox): 126.58 USD, rounded down.
    await go(admin.page, '/collection/collections');
    const row = admin.page.getByTestId('collection-row').filter({ hasText: UK }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('100.00 GBP');
    const credited = await row.getByTestId('collection-credited').textContent();
    expect(credited).toContain('Credited 126.58 USD');
    expect(credited).toContain('1 GBP = 1.26582 USD');
    await screenshot(admin.page, 'collection-uk-converted-en', { fullPage: true });
    await go(admin.page, '/account');
    await admin.accounts.balanceCards().first().waitFor();
    expect(minorOf(await admin.accounts.available('USD'))).toBe(before + 12_658n);
    expect((await admin.accounts.balanceCards().allTextContents()).join(' ')).not.toContain('GBP');
    // Its account transaction: the USD credit, from the GBP amount at the rate (spec §3).
    await go(admin.page, '/transactions');
    const txn = admin.page.getByTestId('transaction-row').filter({ hasText: '126.58' }).first();
    await txn.waitFor();
    expect(await txn.textContent()).toMatch(/100\.00.*GBP.*1 GBP = 1\.26582 USD/);
    // The original amount and rate beside the credit leave the row whole at 1440 px: Details in view, no sideways scroll.
    expect(await admin.accounts.sidewaysScroll('all')).toBe(0);
    await screenshot(admin.page, 'collection-uk-converted-transaction-en', { fullPage: true });

    await admin.shell.switchLanguage('zh-cn');
    await go(admin.page, '/collection/collections');
    const zh = admin.page.getByTestId('collection-row').filter({ hasText: UK }).first();
    await zh.getByText('入账 126.58 USD').waitFor();
    await screenshot(admin.page, 'collection-uk-converted-zh-cn', { fullPage: true });
    await admin.shell.switchLanguage('en');
    await finish(admin.page, admin.errors);
  });
});
