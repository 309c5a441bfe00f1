import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  DEMO_PASSWORD,
  SCREENSHOTS,
  VIEWER,
  settle,
  startStack,
  unexpectedErrors,
  watchConsole,
  type Stack,
} from './harness';
import { LoginPage } from './pages/login-page';
import { OrdersPages } from './pages/orders-pages';
import { Shell } from './pages/shell';

let stack: Stack;
beforeAll(async () => {
  // The demo partner's money comes from the demo seed's ledger history (money.seed.ts).
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const shot = async (page: Page, name: string) => {
  // Menus fade out after a choice; the picture is of the page, not of the fading menu.
  await expect.poll(() => page.locator('.MuiPopover-root, .MuiAutocomplete-popper').count()).toBe(0);
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `orders-${name}.png`) });
};

/** The withdrawal form's available balance, in cents (read as a grouped decimal string, never a float). */
const availableUsd = async (orders: OrdersPages) => {
  await orders
    .summary()
    .getByText(/\d+\.\d{2} USD/)
    .first()
    .waitFor();
  const text = (await orders.summary().textContent()) ?? '';
  const match = /Available balance(-?[\d,]+)\.(\d{2}) USD/.exec(text);
  if (!match) throw new Error(`no available balance in "${text}"`);
  return BigInt(`${match[1]!.replaceAll(',', '')}${match[2]}`);
};

const signIn = async (email: string) => {
  const page = await stack.newPage({ viewport: { width: 1440, height: 900 } });
  const errors = watchConsole(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard');
  return { page, errors, shell: new Shell(page), orders: new OrdersPages(page) };
};

describe('moving money out and across', () => {
  it('beneficiary → withdrawal account → withdraw → complete in the sandbox → balance falls by amount + fee; exchange with countdown', async () => {
    const { page, errors, shell, orders } = await signIn(ADMIN);

    // A beneficiary: German bank paid in USD, so the form asks for IBAN and SWIFT only.
    await orders.goto('/payment/beneficiaries');
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    const dialog = orders.dialog();
    await orders.field('name', dialog).fill('Muster GmbH');
    await orders.field('companyName', dialog).fill('Muster GmbH');
    await orders.autocomplete('country', 'Germany', /Germany \(DE\)/);
    await orders.field('bankName', dialog).fill('Deutsche Bank');
    expect(await orders.field('iban', dialog).count()).toBe(0);
    await orders.autocomplete('bankCountry', 'Germany', /Germany \(DE\)/);
    await orders.field('iban', dialog).waitFor();
    expect(await orders.field('bsbNumber', dialog).count()).toBe(0);
    await orders.field('swift', dialog).fill('DEUTDEFF');
    await orders.field('iban', dialog).fill('DE89370400440532013001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => orders.helperText('iban').textContent())
      .toBe('Not a valid IBAN (wrong length for its country or wrong check digits)');
    await shot(page, 'beneficiary-form-en');
    await orders.field('iban', dialog).fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shell.toast('Beneficiary saved').waitFor();
    await page.getByTestId('beneficiary-row').filter({ hasText: 'DE89370400440532013000' }).waitFor();
    await shot(page, 'beneficiaries-en');

    // A withdrawal account for it, in USD.
    await orders.goto('/withdrawal/accounts');
    await page.getByRole('button', { name: 'Add withdrawal account' }).click();
    await orders.choose('beneficiaryId', /Muster GmbH/, orders.dialog());
    await orders.field('accountNumber', orders.dialog()).fill('DE89370400440532013000');
    await orders.dialog().getByRole('button', { name: 'Save' }).click();
    await shell.toast('Withdrawal account saved').waitFor();
    await page.getByTestId('withdrawal-account-row').first().waitFor();

    // Withdraw 100.00: available, fee and total shown before submitting.
    await orders.goto('/withdrawal');
    await orders.choose('withdrawalAccountId', /Muster GmbH/);
    await orders.field('amount').fill('100.00');
    const before = await availableUsd(orders);
    await expect.poll(() => orders.summary().textContent()).toContain('5.10 USD');
    await expect.poll(() => orders.summary().textContent()).toContain('105.10 USD');
    await shot(page, 'withdrawal-form-en');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await shell.toast(/Withdrawal WD\d+ accepted/).waitFor();
    const detail = orders.dialog();
    await detail.getByTestId('order-status').filter({ hasText: 'Successfully accepted' }).waitFor();
    await detail.getByRole('button', { name: 'Complete' }).click();
    await detail.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    await shot(page, 'withdrawal-detail-en');
    await detail.getByRole('button', { name: 'Close' }).click();

    // One order (the double click made one), completed in the list.
    await orders.goto('/withdrawal/orders');
    await orders.withdrawalRows().first().waitFor();
    expect(await orders.withdrawalRows().count()).toBe(1);
    expect(await orders.withdrawalRows().first().textContent()).toContain('Completed');
    await shot(page, 'withdrawal-orders-en');

    // The available balance fell by amount + fee: 105.10.
    await orders.goto('/withdrawal');
    await orders.choose('withdrawalAccountId', /Muster GmbH/);
    await expect.poll(() => availableUsd(orders)).toBe(before - 10510n);

    // Exchange USD → EUR with the lock counting down.
    await orders.goto('/exchange');
    await orders.field('amount').fill('1000');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await orders.quote().waitFor();
    expect(await orders.quote().textContent()).toContain('915.40 EUR');
    expect(await orders.quote().textContent()).toContain('5.00 USD');
    const first = Number(/(\d+) s/.exec((await orders.countdown().textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(25);
    await page.waitForTimeout(2200);
    const later = Number(/(\d+) s/.exec((await orders.countdown().textContent()) ?? '')?.[1]);
    expect(later).toBeLessThan(first);
    await shot(page, 'exchange-quote-en');
    await page.getByRole('button', { name: 'Confirm exchange' }).click();
    await shell.toast(/Exchange EX\d+ completed/).waitFor();
    await orders.dialog().getByRole('button', { name: 'Close' }).click();
    await orders.goto('/exchange/orders');
    await page.getByTestId('exchange-order-row').first().waitFor();
    await shot(page, 'exchange-orders-en');

    // The same screens in Chinese.
    await shell.switchLanguage('zh-cn');
    await page.getByRole('heading', { name: '换汇订单' }).waitFor();
    await shot(page, 'exchange-orders-zh-cn');
    await orders.goto('/withdrawal/orders');
    await page.getByTestId('order-status').filter({ hasText: '已完成' }).first().waitFor();
    await shot(page, 'withdrawal-orders-zh-cn');
    await orders.goto('/withdrawal');
    await orders.choose('withdrawalAccountId', /Muster GmbH/);
    await orders.field('amount').fill('10.005');
    await page.getByText('USD 金额最多 2 位小数').waitFor();
    await shot(page, 'withdrawal-form-zh-cn');
    await orders.goto('/exchange');
    await orders.field('amount').fill('500');
    await page.getByRole('button', { name: '获取报价' }).click();
    await orders.countdown().waitFor();
    await shot(page, 'exchange-quote-zh-cn');
    await orders.goto('/payment/beneficiaries');
    await page.getByRole('button', { name: '添加收款人' }).click();
    await orders.dialog().waitFor();
    await shot(page, 'beneficiary-form-zh-cn');
    await page.keyboard.press('Escape');
    await orders.goto('/transfer');
    await page.getByText('尚无商户账户：商户入驻后将显示在此。').waitFor();
    await shot(page, 'transfer-zh-cn');
    await shell.switchLanguage('en');
    await orders.goto('/payment/orders');
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await shot(page, 'payment-orders-en');

    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('maker-checker: above the threshold a withdrawal waits until another user approves it', async () => {
    const admin = await signIn(ADMIN);
    await admin.orders.goto('/withdrawal/orders');
    await admin.orders.field('threshold').fill('50');
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.shell.toast('Approval threshold saved').waitFor();
    await admin.page.getByText('≥ 50.00 USD').waitFor();

    const maker = await signIn('finance@demo.test');
    await maker.orders.goto('/withdrawal');
    await maker.orders.choose('withdrawalAccountId', /Muster GmbH/);
    await maker.orders.field('amount').fill('60.00');
    await maker.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const pending = maker.orders.dialog().getByTestId('approval-pending');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('Made by Fiona Finance');
    expect(await maker.orders.dialog().getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await maker.shell.toast('Withdrawal WD').filter({ hasText: 'waiting for approval' }).waitFor();
    await shot(maker.page, 'approval-pending-en');

    await admin.orders.goto('/withdrawal/orders');
    const row = admin.orders.withdrawalRows().filter({ hasText: 'Awaiting approval' });
    await row.getByRole('button', { name: 'Details' }).click();
    await admin.orders.dialog().getByRole('button', { name: 'Approve' }).click();
    await admin.shell.toast('Approved: the withdrawal went to the bank').waitFor();
    await admin.orders
      .dialog()
      .getByTestId('order-status')
      .filter({ hasText: 'Successfully accepted' })
      .waitFor();
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    expect(unexpectedErrors(maker.errors)).toEqual([]);
  });

  it('a Viewer sees the lists but no create buttons', async () => {
    const { page, orders } = await signIn(VIEWER);
    await orders.goto('/withdrawal/orders');
    await orders.withdrawalRows().first().waitFor();
    expect(await page.getByRole('link', { name: 'New withdrawal' }).count()).toBe(0);
    await orders.goto('/withdrawal/accounts');
    await page.getByTestId('withdrawal-account-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add withdrawal account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await orders.goto('/payment/beneficiaries');
    await page.getByTestId('beneficiary-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add beneficiary' }).count()).toBe(0);
    await orders.goto('/withdrawal');
    await page.getByText('You can view withdrawals but not make them.').waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).count()).toBe(0);
    await orders.goto('/exchange');
    await page.getByText('You can view exchanges but not make them.').waitFor();
    expect(await page.getByRole('button', { name: 'Get quote' }).count()).toBe(0);
    await orders.goto('/exchange/orders');
    await page.getByTestId('exchange-order-row').first().waitFor();
    expect(await page.getByRole('link', { name: 'New exchange' }).count()).toBe(0);
    await shot(page, 'viewer-withdrawal-en');
  });
});
