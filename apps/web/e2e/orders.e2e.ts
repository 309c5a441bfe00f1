import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, finish, screenshot, unexpectedErrors, useStack, VIEWER } from './harness';

const OPERATOR = 'operator@remit.test';
import { AccountsPages } from './pages/accounts-pages';
import { exchangeFigures, OrdersPages, signInForOrders, usdToEurFigures } from './pages/orders-pages';
import { apiAs } from './payees-api';

// The demo partner's money comes from the demo seed's ledger history (money.seed.ts).
const stack = useStack();

const shot = (page: Page, name: string) => screenshot(page, `orders-${name}`);

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

const signIn = (email: string) => signInForOrders(stack, email);

describe('moving money out and across', () => {
  it(
    'beneficiary → withdrawal account → withdraw → complete in the sandbox → balance falls by amount + fee; exchange with countdown',
    { timeout: 900_000 },
    async () => {
      const { page, errors, shell, orders } = await signIn(ADMIN);

      // A beneficiary: German bank paid in USD, so the form asks for IBAN and SWIFT only.
      await orders.goto('/payment/beneficiaries');
      await page.getByRole('button', { name: 'Add beneficiary' }).first().click();
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
      await page.getByRole('button', { name: 'Add withdrawal account' }).first().click();
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
      await orders.continueToReview();
      const review = (await orders.review().textContent()) ?? '';
      for (const text of [
        'Muster GmbH',
        '100.00 USD',
        '5.10 USD',
        '105.10 USD',
        'No conversion: paid out in USD',
      ])
        expect(review).toContain(text);
      expect(review).toContain('goes to the bank');
      await shot(page, 'withdrawal-review-en');
      await page.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
      await shell.toast(/Withdrawal WD\d+ accepted/).waitFor();
      const orderNo = /WD\d+/.exec((await shell.toast(/Withdrawal WD\d+ accepted/).textContent()) ?? '')![0];
      const detail = orders.dialog();
      await detail.getByTestId('order-status').filter({ hasText: 'At the bank' }).waitFor();
      // The bank's controls are not the customer's: no Complete or Fail in the customer's order.
      expect(await detail.getByRole('button', { name: 'Complete' }).count()).toBe(0);

      // While the bank has it, Transactions (in a second tab) lists the money held as Pending: the amount and
      // the fee as their own rows, newest first, "On hold" where the balance change goes, the order number in
      // the row's details.
      const watcher = await signIn(ADMIN);
      const txns = new AccountsPages(watcher.page);
      await watcher.orders.goto('/transactions');
      // This withdrawal's Pending rows (the demo also has card purchases still on hold).
      const pendingRows = txns
        .list('all')
        .locator('[data-testid="transaction-row"][data-status="11"]')
        .filter({ hasText: /Withdrawal|Fee|提现|手续费/ });
      await expect.poll(() => pendingRows.count()).toBeGreaterThanOrEqual(2);
      const firstTwo = txns.rows('all');
      // Each cell's first line as shown (the type's cell has the transaction id on its second line).
      const pendingCells = async (i: number) =>
        (await firstTwo.nth(i).locator('td').allInnerTexts()).map((c) => c.split('\n')[0]!.trim());
      const pendingTexts = [await pendingCells(0), await pendingCells(1)].map((c) => [
        c[1],
        c[2],
        c[4],
        c[5],
      ]);
      expect(pendingTexts).toEqual(
        expect.arrayContaining([
          [
            'Withdrawal',
            'Withdrawal in progress — money on hold until it completes',
            '100.00 USD',
            'On hold',
          ],
          ['Fee', 'Withdrawal in progress — money on hold until it completes', '5.10 USD', 'On hold'],
        ]),
      );
      expect(await firstTwo.nth(0).getAttribute('data-status')).toBe('11');
      expect(await firstTwo.nth(1).getAttribute('data-status')).toBe('11');
      await shot(watcher.page, 'transactions-pending-en');
      await firstTwo.first().getByRole('button', { name: 'Details' }).click();
      await watcher.orders.dialog().getByText(orderNo, { exact: true }).waitFor();
      await shot(watcher.page, 'transactions-pending-detail-en');
      await watcher.orders.dialog().getByRole('button', { name: 'Close' }).click();
      await watcher.orders.dialog().waitFor({ state: 'detached' });
      await watcher.shell.switchLanguage('zh-cn');
      await watcher.page.getByRole('heading', { name: '交易记录' }).waitFor();
      await expect.poll(() => firstTwo.nth(0).textContent()).toContain('处理中');
      await expect.poll(() => firstTwo.nth(0).textContent()).toContain('冻结中');
      await shot(watcher.page, 'transactions-pending-zh-cn');
      await shot(page, 'withdrawal-detail-en');
      await detail.getByRole('button', { name: 'Close' }).click();

      // The operator's sandbox bank completes it (through the API: the panel's own test is still to come).
      const call = await apiAs(stack, OPERATOR);
      const list = await call<{ id: string; orderNo: string }[]>(
        '/api/portal/cms/sandbox-withdrawal/list',
        {},
      );
      const atBank = list.find((o) => o.orderNo === orderNo)!;
      await call('/api/portal/cms/withdrawal-order/call', { id: atBank.id, outcome: 'complete' });

      // Completed: the Pending rows are gone, replaced by the posted Normal rows (amount and fee, balance down).
      await watcher.page.reload();
      await watcher.page.getByRole('heading', { name: '交易记录' }).waitFor();
      await expect.poll(() => firstTwo.nth(0).getAttribute('data-status')).toBe('1');
      expect(await pendingRows.count()).toBe(0);
      const postedTexts = [await pendingCells(0), await pendingCells(1)].map((c) => [c[1], c[2], c[4], c[5]]);
      expect(postedTexts).toEqual(
        expect.arrayContaining([
          ['提现', '正常', '100.00 USD', '-100.00'],
          ['手续费', '正常', '5.10 USD', '-5.10'],
        ]),
      );
      await shot(watcher.page, 'transactions-completed-zh-cn');
      await finish(watcher.page, watcher.errors);

      // One order (the double click made one), completed, at the top of the list (the demo's older ones below).
      await orders.goto('/withdrawal/orders');
      await orders.withdrawalRows().first().waitFor();
      expect(await orders.withdrawalRows().filter({ hasText: '105.10 USD' }).count()).toBe(1);
      expect(await orders.withdrawalRows().first().textContent()).toContain('Completed');
      const figures = await orders.withdrawalRows().first().locator('td').allTextContents();
      expect(figures.slice(3, 6)).toEqual(['100.00 USD', '5.10 USD', '105.10 USD']);
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
      const exchanged = page.getByTestId('exchange-order-row').first();
      await exchanged.waitFor();
      expect(await exchangeFigures(exchanged)).toEqual(
        usdToEurFigures('1,000.00 USD', '5.00 USD', '915.40 EUR'),
      );
      await shot(page, 'exchange-orders-en');
      await exchanged.getByRole('button', { name: 'Details' }).click();
      await orders.dialog().getByText('1,000.00 USD').waitFor();
      expect(await orders.dialog().textContent()).toContain('915.40 EUR');
      await shot(page, 'exchange-detail-en');
      await orders.dialog().getByRole('button', { name: 'Close' }).click();
      await orders.dialog().waitFor({ state: 'detached' });

      // The same screens in Chinese.
      await shell.switchLanguage('zh-cn');
      await page.getByRole('heading', { name: '换汇订单' }).waitFor();
      await shot(page, 'exchange-orders-zh-cn');
      await exchanged.getByRole('button', { name: '详情' }).click();
      await orders.dialog().getByText('1,000.00 USD').waitFor();
      await shot(page, 'exchange-detail-zh-cn');
      await orders.dialog().getByRole('button', { name: '关闭' }).click();
      await orders.dialog().waitFor({ state: 'detached' });
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
      await page.getByRole('button', { name: '添加收款人' }).first().click();
      await orders.dialog().waitFor();
      await shot(page, 'beneficiary-form-zh-cn');
      await page.keyboard.press('Escape');
      await orders.goto('/transfer');
      // The demo's approved merchants are there to transfer to, named in Chinese labels.
      await page.getByRole('combobox', { name: '商户账户' }).first().waitFor();
      await shot(page, 'transfer-zh-cn');
      await shell.switchLanguage('en');
      await orders.goto('/payment/orders');
      await page.getByRole('button', { name: 'Export' }).waitFor();
      await shot(page, 'payment-orders-en');

      expect(unexpectedErrors(errors)).toEqual([]);
    },
  );

  it('maker-checker: above the threshold a withdrawal waits until another user approves it', async () => {
    const admin = await signIn(ADMIN);
    await admin.orders.goto('/setting');
    const rules = admin.page.locator('[data-testid="approval-rules"][data-order-type="withdrawal"]');
    await rules.locator('input[name="threshold"]').fill('50');
    await rules.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.shell.toast('Approval threshold saved').waitFor();
    await rules.getByText('≥ 50.00 USD').waitFor();

    const maker = await signIn('finance@demo.test');
    await maker.orders.goto('/withdrawal');
    await maker.orders.choose('withdrawalAccountId', /Muster GmbH/);
    await maker.orders.field('amount').fill('60.00');
    await maker.orders.continueToReview();
    expect(await maker.orders.review().textContent()).toContain('waits for another user to approve it');
    await maker.page.getByRole('button', { name: 'Confirm withdrawal' }).click();
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
    await admin.orders.dialog().getByTestId('order-status').filter({ hasText: 'At the bank' }).waitFor();
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    expect(unexpectedErrors(maker.errors)).toEqual([]);
  });

  it('a Viewer sees the lists but no create buttons', async () => {
    const { page, orders } = await signIn(VIEWER);
    await orders.goto('/withdrawal/orders');
    await orders.withdrawalRows().first().waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'New withdrawal' }).count()).toBe(0);
    await orders.goto('/withdrawal/accounts');
    await page.getByTestId('withdrawal-account-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add withdrawal account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await orders.goto('/payment/beneficiaries');
    await page.getByTestId('beneficiary-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add beneficiary' }).count()).toBe(0);
    await orders.goto('/withdrawal');
    await page.getByText('You can view withdrawals but not make them.').waitFor();
    expect(await page.getByRole('button', { name: 'Continue to review' }).count()).toBe(0);
    await orders.goto('/exchange');
    await page.getByText('You can view exchanges but not make them.').waitFor();
    expect(await page.getByRole('button', { name: 'Get quote' }).count()).toBe(0);
    await orders.goto('/exchange/orders');
    await page.getByTestId('exchange-order-row').first().waitFor();
    expect(await page.getByRole('link', { name: 'New exchange' }).count()).toBe(0);
    await shot(page, 'viewer-withdrawal-en');
  });
});
