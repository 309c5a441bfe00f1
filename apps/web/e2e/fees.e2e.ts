import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, finish, screenshot, useStack } from './harness';
import { signInForOrders } from './pages/orders-pages';
import { withdrawalAccountOfAdmin as createWithdrawalAccount } from './payees-api';

const OPERATOR = 'operator@remit.test';

const stack = useStack();

const shot = (page: Page, name: string) => screenshot(page, `fees-${name}`);

const signIn = (email: string) => signInForOrders(stack, email);

const withdrawalAccountOfAdmin = () => createWithdrawalAccount(stack);

describe('fee schedule', () => {
  it('the operator changes Demo Trading Co.’s USD withdrawal fee; the partner sees it in its schedule and withdrawal form', async () => {
    await withdrawalAccountOfAdmin();
    const op = await signIn(OPERATOR);
    await op.orders.goto('/setting/fees');
    await op.page.getByRole('heading', { name: 'Partner fees' }).waitFor();
    await op.page.getByText('Pick a partner to see and edit its fee schedule.').waitFor();
    await op.orders.choose('partnerId', 'Demo Trading Co.');
    const cell = op.page.getByTestId('fee-withdrawal-USD');
    await expect.poll(() => cell.textContent()).toBe('5.00 + 0.10 %Default');
    await shot(op.page, 'operator-en');

    // The edit dialog refuses a third decimal in USD and a percentage above 20 %, with the figures.
    await cell.getByRole('button', { name: 'Edit Withdrawal fee (USD)' }).click();
    const dialog = op.orders.dialog();
    await dialog.getByRole('heading', { name: 'Withdrawal fee · USD' }).waitFor();
    const fixed = dialog.getByLabel('Fixed amount');
    const percent = dialog.getByLabel('Percentage');
    await fixed.fill('7.255');
    await percent.fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('USD amounts have at most 2 decimals').waitFor();
    await dialog.getByText('The percentage can be at most 20 %').waitFor();
    await fixed.fill('7.25');
    await percent.fill('0.25');
    await expect
      .poll(() => dialog.getByTestId('fee-example').textContent())
      .toBe('On an order of 1,000.00 USD the fee is 9.75 USD.');
    await shot(op.page, 'operator-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await op.shell.toast('Demo Trading Co.: Withdrawal fee in USD saved').waitFor();
    await expect.poll(() => cell.textContent()).toBe('7.25 + 0.25 %Custom');
    // The other currencies keep the default.
    expect(await op.page.getByTestId('fee-withdrawal-EUR').textContent()).toBe('5.00 + 0.10 %Default');

    // A custom rule can go back to the default, and be set again (the partner sees the set one below).
    await op.page.getByTestId('fee-exchange-EUR').getByRole('button').click();
    await dialog.getByLabel('Percentage').fill('0.40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => op.page.getByTestId('fee-exchange-EUR').textContent())
      .toBe('0.00 + 0.40 %Custom');
    await op.page.getByTestId('fee-exchange-EUR').getByRole('button').click();
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await op.shell.toast('Demo Trading Co.: Exchange fee in EUR reset to the default').waitFor();
    await expect
      .poll(() => op.page.getByTestId('fee-exchange-EUR').textContent())
      .toBe('0.00 + 0.50 %Default');
    await shot(op.page, 'operator-after-en');

    await op.shell.switchLanguage('zh-cn');
    await op.page.getByRole('heading', { name: '合作方费用' }).waitFor();
    await expect.poll(() => cell.textContent()).toBe('7.25 + 0.25 %自定义');
    await shot(op.page, 'operator-zh-cn');
    await cell.getByRole('button').click();
    await dialog.getByRole('heading', { name: '提现费用 · USD' }).waitFor();
    await dialog.getByLabel('固定金额').fill('-1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入大于或等于 0 的金额（数字和小数点）').waitFor();
    await shot(op.page, 'operator-dialog-zh-cn');
    await dialog.getByRole('button', { name: '取消' }).click();
    await finish(op.page, op.errors);

    // The partner's administrator: the schedule read-only, and the fee in the withdrawal form.
    const partner = await signIn(ADMIN);
    await partner.orders.goto('/setting/fees');
    await partner.page.getByRole('heading', { name: 'Your fee schedule' }).waitFor();
    const own = partner.page.getByTestId('fee-withdrawal-USD');
    await expect.poll(() => own.textContent()).toBe('7.25 + 0.25 %Custom');
    expect(await partner.page.locator('table').getByRole('button').count()).toBe(0);
    await shot(partner.page, 'partner-en');
    // On a phone the schedule scrolls sideways inside its card; the page itself does not.
    await partner.page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => partner.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await shot(partner.page, 'partner-mobile-en');
    await partner.page.setViewportSize({ width: 1440, height: 900 });

    await partner.orders.goto('/withdrawal');
    await partner.orders.choose('withdrawalAccountId', /Muster GmbH/);
    await partner.orders.field('amount').fill('200.00');
    // 7.25 + 0.25 % of 200.00 (0.50) = 7.75.
    await expect.poll(() => partner.orders.summary().textContent()).toContain('7.75 USD');
    expect(await partner.orders.summary().textContent()).toContain('207.75 USD');
    expect(await partner.orders.summary().textContent()).toContain('Fee: 7.25 USD + 0.25 % of the amount');
    await shot(partner.page, 'partner-withdrawal-en');
    await partner.orders.continueToReview();
    // The review shows the server's figures: the same fee under this partner's own rule.
    expect(await partner.orders.review().textContent()).toContain('207.75 USD');
    await partner.page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await partner.shell.toast(/Withdrawal WD\d+ accepted/).waitFor();
    await partner.orders.dialog().getByRole('button', { name: 'Close' }).click();

    // The exchange form shows the available balance grouped, as the other screens do.
    await partner.orders.goto('/exchange');
    await partner.page.getByText(/^Available: \d{1,3}(,\d{3})+\.\d{2} USD$/).waitFor();
    await shot(partner.page, 'exchange-available-en');

    // Order lists: a custom date range narrows the list (server side), a reversed one is refused.
    await partner.orders.goto('/withdrawal/orders');
    await partner.orders.withdrawalRows().first().waitFor();
    // Amount, fee and total each read as money with the code, as the form showed them.
    const listed = (await partner.orders.withdrawalRows().first().textContent()) ?? '';
    for (const money of ['200.00 USD', '7.75 USD', '207.75 USD']) expect(listed).toContain(money);
    await partner.orders.choose('period', 'Custom range');
    await partner.orders.typeDay('dateFrom', '2020-01-01');
    await partner.orders.typeDay('dateTo', '2020-01-31');
    await partner.page.getByRole('button', { name: 'Search' }).click();
    await partner.page.getByText('No records found. Your list is empty.').waitFor();
    expect(await partner.orders.withdrawalRows().count()).toBe(0);
    const today = new Date();
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await partner.orders.typeDay('dateTo', day(today));
    await partner.page.getByRole('button', { name: 'Search' }).click();
    await partner.orders.withdrawalRows().first().waitFor();
    expect(await partner.orders.withdrawalRows().filter({ hasText: '207.75 USD' }).count()).toBe(1);
    await shot(partner.page, 'orders-custom-range-en');
    await partner.orders.typeDay('dateFrom', day(today));
    await partner.orders.typeDay('dateTo', '2020-01-31');
    await partner.page.getByText('Ends before the start date').waitFor();

    await partner.shell.switchLanguage('zh-cn');
    await partner.page.getByText('早于开始日期').waitFor();
    await shot(partner.page, 'orders-custom-range-zh-cn');
    await partner.orders.goto('/setting/fees');
    await partner.page.getByRole('heading', { name: '您的费用表' }).waitFor();
    await expect.poll(() => own.textContent()).toBe('7.25 + 0.25 %自定义');
    await shot(partner.page, 'partner-zh-cn');
    await partner.shell.switchLanguage('en');
    await finish(partner.page, partner.errors);
  });
});
