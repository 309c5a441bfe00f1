import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, useStack, unexpectedErrors } from './harness';
import { exchangeFigures, signInForOrders, usdToEurFigures } from './pages/orders-pages';
import { SettingsPages } from './pages/settings-pages';

const FINANCE = 'finance@demo.test';

const stack = useStack();

const shot = (page: Page, name: string) => screenshot(page, `approvals-${name}`);

const signIn = (email: string) => signInForOrders(stack, email);

/** Opens the Finance role's editor on the roles screen: the box of one permission, scrolled into view. */
const financeBox = async (settings: SettingsPages, permission: string) => {
  await settings.open('/permission/roles');
  await settings
    .row('role', 'Finance')
    .getByRole('button', { name: /^(Edit|编辑) / })
    .click();
  const box = settings.dialog().getByRole('checkbox', { name: permission });
  await box.scrollIntoViewIfNeeded();
  return box;
};

describe('maker-checker on exchanges', () => {
  it('admin sets a threshold and makes a large exchange; it waits; finance approves it and it completes', async () => {
    const admin = await signIn(ADMIN);
    const { page, orders, shell } = admin;

    // The roles screen lists the approve permission for withdrawals and exchanges (Finance holds it).
    const settings = new SettingsPages(page);
    expect(await (await financeBox(settings, 'Exchange · Approve')).isChecked()).toBe(true);
    expect(await settings.dialog().getByRole('checkbox', { name: 'Withdrawal · Approve' }).isChecked()).toBe(
      true,
    );
    // Modules without maker-checker have no approve box.
    expect(await settings.dialog().getByRole('checkbox', { name: 'Cards · Approve' }).count()).toBe(0);
    await shot(page, 'role-editor-en');
    await page.keyboard.press('Escape');

    // The threshold: exchanges selling at least 1,000.00 USD wait for a second user.
    // The thresholds live in Settings, beside the roles that decide who approves.
    await orders.goto('/setting');
    const rules = page.locator('[data-testid="approval-rules"][data-order-type="exchange"]');
    await rules.getByText('No thresholds: every exchange executes at once.').waitFor();
    await rules.locator('input[name="threshold"]').fill('1000');
    await rules.getByRole('button', { name: 'Save' }).click();
    await shell.toast('Approval threshold saved').waitFor();
    await rules.getByText('≥ 1,000.00 USD').waitFor();
    await rules.scrollIntoViewIfNeeded();
    await shot(page, 'rules-card-en');

    // A large exchange: quoted, confirmed, and left waiting with the money held.
    await orders.goto('/exchange');
    await orders.field('amount').fill('2000');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await orders.quote().waitFor();
    expect(await orders.quote().textContent()).toContain('1,830.80 EUR');
    await page.getByRole('button', { name: 'Confirm exchange' }).click();
    await shell.toast(/Exchange EX\d+ is waiting for approval/).waitFor();
    const notice = orders.dialog().getByTestId('approval-pending');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Made by Demo Administrator');
    expect(await notice.textContent()).toContain('Who may approve: Fiona Finance');
    expect(await notice.textContent()).toContain('You made this order, so another user must approve it.');
    expect(await orders.dialog().getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shot(page, 'exchange-waiting-en');
    await orders.dialog().getByRole('button', { name: 'Close' }).click();

    await orders.goto('/exchange/orders');
    const row = page.getByTestId('exchange-order-row').first();
    await row.getByTestId('approval-awaiting').waitFor();
    expect(await row.getByTestId('approval-awaiting').textContent()).toBe(
      'Awaiting approvalWho may approve: Fiona Finance',
    );
    // Sold (fee included), fee, the rate with its pair, bought: grouped amounts with their codes.
    expect(await exchangeFigures(row)).toEqual(usdToEurFigures('2,000.00 USD', '10.00 USD', '1,830.80 EUR'));
    await shot(page, 'exchange-orders-waiting-en');

    await shell.switchLanguage('zh-cn');
    await row.getByText('待审批').waitFor();
    await row.getByText('可审批人：Fiona Finance').waitFor();
    await shot(page, 'exchange-orders-waiting-zh-cn');
    await orders.goto('/setting');
    await rules.getByText('≥ 1,000.00 USD').waitFor();
    await rules.getByText('审批（双人复核）').waitFor();
    await rules.scrollIntoViewIfNeeded();
    await shot(page, 'rules-card-zh-cn');
    expect(await (await financeBox(settings, '换汇 · 审批')).isChecked()).toBe(true);
    await shot(page, 'role-editor-zh-cn');
    await page.keyboard.press('Escape');
    await shell.switchLanguage('en');

    // Finance, the checker, approves; the order executes and completes.
    const finance = await signIn(FINANCE);
    await finance.orders.goto('/exchange/orders');
    const waiting = finance.page.getByTestId('exchange-order-row').first();
    await waiting.getByTestId('approval-awaiting').waitFor();
    await waiting.getByRole('button', { name: 'Details' }).click();
    const dialog = finance.orders.dialog();
    await dialog.getByTestId('approval-pending').waitFor();
    expect(await dialog.getByTestId('approval-pending').textContent()).toContain(
      'Who may approve: Fiona Finance',
    );
    await shot(finance.page, 'exchange-approve-en');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await finance.shell.toast('Approved: the exchange was executed at the current rate').waitFor();
    await dialog.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    expect(await dialog.getByTestId('approval-pending').count()).toBe(0);
    const history = (await dialog.textContent()) ?? '';
    expect(history).toContain('Demo Administrator');
    expect(history).toContain('Fiona Finance');
    expect(history).toContain('2,000.00 USD');
    expect(history).toContain('1,830.80 EUR');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await waiting.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    expect(await waiting.getByTestId('approval-awaiting').count()).toBe(0);

    // The toast sits over the navbar's switchers: close it (a click closes a toast) first.
    await finance.shell.toast().first().click();
    await finance.shell.toast().first().waitFor({ state: 'detached' });
    await finance.shell.switchLanguage('zh-cn');
    await waiting.getByRole('button', { name: '详情' }).click();
    await dialog.getByTestId('order-status').filter({ hasText: '已完成' }).waitFor();
    await shot(finance.page, 'exchange-approved-zh-cn');

    expect(unexpectedErrors(admin.errors)).toEqual([]);
    expect(unexpectedErrors(finance.errors)).toEqual([]);
  });
});
