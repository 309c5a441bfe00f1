import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, signInAs, useStack, unexpectedErrors } from './harness';
import { OrdersPages } from './pages/orders-pages';
import { apiAs, withdrawalAccountOfAdmin } from './payees-api';

const stack = useStack();
const SIZES = [390, 1024, 1440] as const;

/** The screen at each width the issue names (phone, laptop, desktop). */
const shotsAt = async (page: Page, name: string) => {
  for (const width of SIZES) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `withdrawal-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** What the server says: the partner's withdrawal orders and its available USD. */
const serverState = async () => {
  const call = await apiAs(stack);
  const page = await call<{ total: number }>('/api/portal/cms/withdrawal-order/page', { size: 10 });
  const balances = await call<{ currency: string; available: string }[]>(
    '/api/portal/cms/order-balance/list',
    {},
  );
  return { orders: page.total, available: balances.find((b) => b.currency === 'USD')!.available };
};

describe('a withdrawal is reviewed before it is made', () => {
  it('form → review (the server’s figures) → Confirm; nothing exists before Confirm; too much keeps Continue disabled', async () => {
    await withdrawalAccountOfAdmin(stack);
    const { page, errors, shell } = await signInAs(stack, ADMIN);
    const orders = new OrdersPages(page);
    const start = await serverState();

    // More than the balance can pay (amount + fee): Continue stays disabled and the page says why.
    await orders.goto('/withdrawal');
    await orders.choose('withdrawalAccountId', /Muster GmbH/);
    const tooMuch = (BigInt(start.available.split('.')[0]!) + 1n).toString();
    await orders.field('amount').fill(tooMuch);
    const continueButton = page.getByRole('button', { name: 'Continue to review' });
    await page.getByTestId('withdrawal-exceeds').waitFor();
    expect(await page.getByTestId('withdrawal-exceeds').textContent()).toBe(
      'Amount and fee exceed the available balance',
    );
    expect(await continueButton.isDisabled()).toBe(true);
    await shotsAt(page, 'exceeds-en');

    // 25.00: the review shows from, to, amount, fee, total, rate and what happens next, from the server.
    await orders.field('amount').fill('25.00');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await shotsAt(page, 'form-en');
    await orders.continueToReview();
    const review = orders.review();
    const text = (await review.textContent()) ?? '';
    for (const figure of [
      'From',
      'Your USD balance',
      'Muster GmbH',
      '000123456789',
      '25.00 USD',
      '5.03 USD', // 5.00 + 0.1 % of 25.00 (0.025, rounded up)
      '30.03 USD',
      'No conversion: paid out in USD',
      'What happens next',
      'goes to the bank',
    ])
      expect(text).toContain(figure);
    await shotsAt(page, 'review-en');
    // Still nothing made: no order, the balance untouched.
    expect(await serverState()).toEqual(start);

    // Back keeps what was typed; Continue again and Confirm makes exactly one order.
    await review.getByRole('button', { name: 'Back' }).click();
    expect(await orders.field('amount').inputValue()).toBe('25.00');
    expect(await serverState()).toEqual(start);
    await orders.continueToReview();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await shell.toast(/Withdrawal WD\d+ accepted/).waitFor();
    const after = await serverState();
    expect(after.orders).toBe(start.orders + 1);
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(after.available)).toBe(cents(start.available) - 3003n);
    await orders.dialog().getByTestId('order-status').filter({ hasText: 'At the bank' }).waitFor();
    await orders.dialog().getByRole('button', { name: 'Close' }).click();
    await orders.dialog().waitFor({ state: 'detached' });

    // The same steps in Chinese.
    await shell.toast().first().click();
    await shell.switchLanguage('zh-cn');
    await orders.choose('withdrawalAccountId', /Muster GmbH/);
    await orders.field('amount').fill(tooMuch);
    await page.getByText('金额与手续费之和超过可用余额').first().waitFor();
    await shotsAt(page, 'exceeds-zh-cn');
    await orders.field('amount').fill('10');
    await shotsAt(page, 'form-zh-cn');
    await page.getByRole('button', { name: '继续核对' }).click();
    await review.waitFor();
    expect(await review.textContent()).toContain('接下来会发生什么');
    await shotsAt(page, 'review-zh-cn');
    expect((await serverState()).orders).toBe(start.orders + 1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('withdrawal account: the beneficiary fills its IBAN and currency; another currency asks first', async () => {
    const { page, errors, shell } = await signInAs(stack, ADMIN);
    const orders = new OrdersPages(page);
    await orders.goto('/withdrawal/accounts');
    await page.getByRole('button', { name: 'Add withdrawal account' }).click();
    const dialog = orders.dialog();
    expect(await dialog.textContent()).toContain("A payee's bank account that withdrawals are paid to");
    // Required fields carry their asterisk.
    for (const label of ['Beneficiary', 'Currency', 'Account number or IBAN'])
      await dialog.locator('label', { hasText: label }).locator('.MuiFormLabel-asterisk').waitFor();
    await orders.choose('beneficiaryId', /Muster GmbH/, dialog);
    await expect
      .poll(() => orders.field('accountNumber', dialog).inputValue())
      .toBe('DE89370400440532013000');
    expect(await orders.field('currency', dialog).inputValue()).toBe('USD');
    await shotsAt(page, 'account-filled-en');

    await orders.choose('currency', 'EUR', dialog);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByTestId('currency-mismatch').waitFor();
    expect(await dialog.getByTestId('currency-mismatch').textContent()).toContain(
      'The beneficiary receives USD, but this account would pay it in EUR',
    );
    await shotsAt(page, 'account-mismatch-en');
    await dialog.getByRole('button', { name: 'Save in EUR anyway' }).click();
    await shell.toast('Withdrawal account saved').waitFor();
    await page
      .getByTestId('withdrawal-account-row')
      .filter({ hasText: 'Muster GmbH' })
      .filter({ hasText: 'EUR' })
      .waitFor();

    await shell.toast().first().click();
    await shell.switchLanguage('zh-cn');
    await page.getByRole('button', { name: '添加提现账户' }).click();
    await orders.choose('beneficiaryId', /Muster GmbH/, dialog);
    await orders.choose('currency', 'MXN', dialog);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.getByTestId('currency-mismatch').waitFor();
    await shotsAt(page, 'account-mismatch-zh-cn');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
