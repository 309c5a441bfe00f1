import { describe, expect, it } from 'vitest';
import { ADMIN, finish, screenshot, signInAs, useStack, VIEWER } from './harness';
import { AccountsPages } from './pages/accounts-pages';
import { readCsv } from '../../server/src/platform/exports/csv-read';

const OPERATOR = 'operator@remit.test';

const stack = useStack();

const signIn = async (email: string, viewport = { width: 1440, height: 900 }) => {
  const session = await signInAs(stack, email, { viewport });
  return { ...session, accounts: new AccountsPages(session.page) };
};

const csvLines = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
};

/** RFC 4180 rows (quoted fields may hold commas and quotes), after the byte-order mark. */
const parseCsv = (bytes: Buffer) => readCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));

/** "1,234.50" → 123450n (the screen's text as minor units, to compare balances exactly). */
const minorOf = (shown: string) => {
  const [whole = '0', fraction = ''] = shown.replace(/[,\s+]/g, '').split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
};

describe('Dashboard', () => {
  it('shows balances, the 3-month chart and recent transactions', async () => {
    const { page, accounts, errors } = await signIn(ADMIN);
    await page.getByTestId('dashboard-balance').first().waitFor();
    expect(await page.getByTestId('dashboard-balance').count()).toBe(4);
    // The chart draws one bar per month and direction for the picked currency.
    await accounts.chart().locator('svg').first().waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="flows-chart"] rect[data-bar]').length >= 2,
    );
    expect(
      await page.getByTestId('dashboard-transactions').getByTestId('transaction-row').count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'accounts-dashboard-en', { fullPage: true });
    await finish(page, errors);
  });
});

describe('Account', () => {
  it('shows balances, deposit details, deposit records; filters, pages and exports the transactions', async () => {
    const { page, shell, accounts, errors } = await signIn(ADMIN);
    await shell.clickNav('/account');
    await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await accounts.balanceCards().first().waitFor();
    expect(await accounts.balanceCards().count()).toBe(4);
    expect(await accounts.available('USD')).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await accounts.instructions().getByRole('tab', { name: 'USD' }).waitFor();
    // Deposit details copy with one click (spec §8 "Copying succeeded").
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const number = accounts.instructions().getByTestId('copy-field').filter({ hasText: 'Account number' });
    const shownNumber = ((await number.locator('p').last().textContent()) ?? '').trim();
    await number.getByRole('button', { name: 'Copy Account number' }).click();
    await shell.toast('Copying succeeded').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownNumber);
    await accounts.depositRows().first().waitFor();
    const list = accounts.list('account');
    await accounts.rows('account').first().waitFor();
    await screenshot(page, 'accounts-account-en', { fullPage: true });

    // Type Deposit and the shortcut "Last three month": only deposits remain.
    await accounts.choose(list, /^Type$/, /^Deposit$/);
    await accounts.choose(list, /^Date$/, /^Last three month$/);
    await accounts.search(list);
    await accounts.waitForRows('account', 100);
    const filtered = await accounts.displayedRows(list);
    const total = Number(/of ([\d,]+)$/.exec(filtered)?.[1]?.replace(/,/g, '') ?? '0');
    expect(total).toBeGreaterThan(0);

    // Paging: the next page shows the next rows, and 25 rows per page.
    await list.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() =>
      /of [\d,]+$/.test(
        document.querySelector('[data-testid="transactions-account"] .MuiTablePagination-displayedRows')
          ?.textContent ?? '',
      ),
    );
    const firstId = await accounts.rows('account').first().getAttribute('data-id');
    await list.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForFunction(() =>
      /^11–20 of/.test(
        document.querySelector('[data-testid="transactions-account"] .MuiTablePagination-displayedRows')
          ?.textContent ?? '',
      ),
    );
    await page.waitForFunction(
      (id) =>
        document
          .querySelector('[data-testid="transactions-account"] [data-testid="transaction-row"]')
          ?.getAttribute('data-id') !== id,
      firstId,
    );
    await accounts.choose(list, /^Rows per page/, /^25$/);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="transactions-account"] [data-testid="transaction-row"]')
          .length === 25,
    );

    // Export the filtered list as CSV and find a row of the screen in it.
    await accounts.choose(list, /^Type$/, /^Deposit$/);
    await accounts.search(list);
    await accounts.waitForRows('account', 100);
    const shownId = (await accounts.rows('account').first().getAttribute('data-id')) ?? '';
    const csv = await accounts.exportCsv(list);
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csvLines(csv.bytes);
    expect(lines.length).toBeGreaterThan(1);
    const row = lines.find((line) => line.includes(shownId));
    expect(row, `CSV has ${shownId}`).toBeDefined();
    expect(row).toContain('Deposit');

    // Deposit records export too: the first order number of the screen is in the file.
    const orderNo = ((await accounts.depositRows().first().locator('td').first().textContent()) ?? '').trim();
    const deposits = parseCsv((await accounts.exportCsv(accounts.depositRecords())).bytes);
    expect(deposits.some((r) => r.includes(orderNo))).toBe(true);
    await finish(page, errors);
  });
});

describe('Transactions', () => {
  it('lists every account, filters by type and shortcut', async () => {
    const { page, shell, accounts, errors } = await signIn(ADMIN);
    await shell.clickNav('/transactions');
    await page.getByRole('heading', { name: 'Transactions', exact: true }).waitFor();
    const list = accounts.list('all');
    await accounts.rows('all').first().waitFor();
    await screenshot(page, 'accounts-transactions-en', { fullPage: true });
    // At 1440 px the whole row fits its card, Details included: nothing to scroll sideways to.
    expect(await accounts.sidewaysScroll('all')).toBe(0);
    await accounts.choose(list, /^Type$/, /^Deposit$/);
    await accounts.choose(list, /^Date$/, /^This month$/);
    await accounts.search(list);
    await accounts.waitForRows('all', 100);
    await accounts.rows('all').first().getByRole('button', { name: 'Details' }).click();
    await page.getByTestId('transaction-details').waitFor();
    await screenshot(page, 'accounts-transaction-details-en');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('transaction-details').waitFor({ state: 'detached' });

    // The export carries the screen's filter: deposits of this month only, every account kind.
    const shown = await accounts.displayedRows(list);
    const csv = await accounts.exportCsv(page.locator('main'));
    const [head, ...rows] = parseCsv(csv.bytes);
    const typeAt = head!.indexOf('Type');
    expect(typeAt).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBe(Number(/of ([\d,]+)$/.exec(shown)?.[1]?.replace(/,/g, '')));
    expect(rows.every((r) => r[typeAt] === 'Deposit')).toBe(true);
    await finish(page, errors);
  });
});

describe('One transaction, one id and one name', () => {
  it('names card purchases in words and finds one by the ID the list shows', async () => {
    const { page, shell, accounts, errors } = await signIn(ADMIN);
    await shell.clickNav('/transactions');
    const list = accounts.list('all');
    await accounts.rows('all').first().waitFor();
    await accounts.choose(list, /^Type$/, /^Card purchase$/);
    await accounts.search(list);
    await accounts.waitForRows('all', 140);
    const row = accounts.rows('all').first();
    expect(await row.getByText('Card purchase', { exact: true }).count()).toBe(1);
    const id = /^ID (\d+)$/.exec((await row.getByText(/^ID \d+$/).textContent()) ?? '')?.[1];
    expect(id).toBeTruthy();
    // No type or status reaches the screen as a code.
    expect(
      await accounts
        .rows('all')
        .getByText(/^(Type )?\d{1,3}$/)
        .count(),
    ).toBe(0);

    await page.goto(`${new URL(page.url()).origin}/transactions`);
    await accounts.rows('all').first().waitFor();
    await list.getByRole('textbox', { name: /^Transaction ID or counterparty/ }).fill(id!);
    await accounts.search(list);
    await page.waitForURL(/[?&]keyword=/);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="transactions-all"] [data-testid="transaction-row"]')
          .length === 1,
    );
    expect(await accounts.displayedRows(list)).toBe('1–1 of 1');
    await accounts.rows('all').first().getByText(`ID ${id}`, { exact: true }).waitFor();
    await screenshot(page, 'accounts-transactions-keyword-en', { fullPage: true });
    await finish(page, errors);
  });
});

describe('A list lives in the URL', () => {
  it('keeps the filter and the page through a reload, Back and a pasted link', async () => {
    const { page, shell, accounts, errors } = await signIn(ADMIN);
    await shell.clickNav('/transactions');
    const list = accounts.list('all');
    await accounts.rows('all').first().waitFor();
    const everything = await accounts.displayedRows(list);
    await accounts.choose(list, /^Type$/, /^Deposit$/);
    await accounts.search(list);
    await accounts.waitForRows('all', 100);
    await page.waitForURL(/[?&]type=100\b/);
    const deposits = await accounts.displayedRows(list);
    expect(deposits).toMatch(/^1–10 of /);
    expect(deposits).not.toBe(everything);

    await list.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL(/[?&]page=2\b/);
    await page.waitForFunction(() =>
      /^11–20 of/.test(
        document.querySelector('[data-testid="transactions-all"] .MuiTablePagination-displayedRows')
          ?.textContent ?? '',
      ),
    );
    const secondPage = await accounts.displayedRows(list);
    const link = page.url();

    // Reload: the same page of the same filter, and the filter field still says Deposit.
    await page.reload();
    await accounts.waitForRows('all', 100);
    expect(await accounts.displayedRows(list)).toBe(secondPage);
    expect(await list.getByRole('combobox', { name: /^Type/ }).textContent()).toBe('Deposit');

    // Back: first page of the filter, then the unfiltered list.
    await page.goBack();
    await page.waitForFunction(() =>
      /^1–10 of/.test(
        document.querySelector('[data-testid="transactions-all"] .MuiTablePagination-displayedRows')
          ?.textContent ?? '',
      ),
    );
    await accounts.waitForRows('all', 100);
    expect(await accounts.displayedRows(list)).toBe(deposits);
    await page.goBack();
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="transactions-all"] .MuiTablePagination-displayedRows')
          ?.textContent === text,
      everything,
    );

    // A pasted link in a new tab opens the same list.
    const other = await page.context().newPage();
    await other.goto(link);
    await other.getByTestId('transactions-all').getByTestId('transaction-row').first().waitFor();
    expect(
      await other.getByTestId('transactions-all').locator('.MuiTablePagination-displayedRows').textContent(),
    ).toBe(secondPage);
    await finish(page, errors);
  });
});

describe('Simulated deposit', () => {
  it('the operator simulates a deposit; the partner sees the balance and the transaction appear', async () => {
    const admin = await signIn(ADMIN);
    await admin.shell.clickNav('/account');
    await admin.accounts.balanceCards().first().waitFor();
    const before = minorOf(await admin.accounts.available('EUR'));
    expect(await admin.accounts.simulateButton().count()).toBe(0);

    const operator = await signIn(OPERATOR);
    await operator.shell.clickNav('/account');
    await operator.accounts.simulateButton().click();
    const dialog = operator.page.getByRole('dialog');
    // The picker offers the customer partners only: never the operator's own.
    await dialog.getByRole('combobox', { name: 'Partner' }).click();
    const options = operator.page.getByRole('option');
    await options.first().waitFor();
    const offered = await options.allTextContents();
    expect(offered).toContain('Demo Trading Co.');
    expect(offered).not.toContain('Remit Platform Operations');
    await operator.page.getByRole('option', { name: 'Demo Trading Co.' }).click();
    await operator.page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    // A malformed amount is caught before anything is sent.
    await dialog.getByLabel('Amount').fill('12.345');
    await dialog.getByRole('button', { name: 'Send notification' }).click();
    await dialog.getByText('This currency allows at most 2 decimals.').waitFor();

    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await operator.page.getByRole('option', { name: 'EUR' }).click();
    await operator.page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    await dialog.getByLabel('Amount').fill('1234.56');
    await dialog.getByLabel('Payer / remark').fill('E2E Payer GmbH');
    await dialog.getByRole('heading').click();
    await operator.page.waitForTimeout(400); // the labels' move into the outline
    await screenshot(operator.page, 'accounts-simulate-en');
    await dialog.getByRole('button', { name: 'Send notification' }).click();
    await operator.shell.toast(/deposit notification was sent/).waitFor();
    await finish(operator.page, operator.errors);

    // The bank's notification lands asynchronously: the record turns credited and the balance moves.
    await admin.page.reload();
    const record = admin.accounts.depositRows().filter({ hasText: 'E2E Payer GmbH' });
    await record.first().waitFor();
    await admin.page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid="deposit-row"]')).some(
          (row) =>
            row.textContent?.includes('E2E Payer GmbH') && row.getAttribute('data-status') === 'credited',
        ),
      undefined,
      { timeout: 180_000 },
    );
    await admin.page.waitForFunction(
      (expected) => {
        const text =
          document.querySelector(
            '[data-testid="balance-card"][data-currency="EUR"] [data-testid="balance-available"]',
          )?.textContent ?? '';
        return text.replace(/[,]/g, '') === expected;
      },
      (() => {
        const after = before + 123456n;
        const s = after.toString().padStart(3, '0');
        return `${s.slice(0, -2)}.${s.slice(-2)}`;
      })(),
      { timeout: 120_000 },
    );
    const list = admin.accounts.list('account');
    await admin.accounts.choose(list, /^Currency$/, /^EUR$/);
    await admin.accounts.search(list);
    await admin.page.waitForFunction(() =>
      Array.from(
        document.querySelectorAll('[data-testid="transactions-account"] [data-testid="transaction-row"]'),
      ).some((row) => row.textContent?.includes('+1,234.56')),
    );
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await admin.page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'hidden' });
    await screenshot(admin.page, 'accounts-after-deposit-en', { fullPage: true });
    await finish(admin.page, admin.errors);
  });

  it('a viewer sees the lists but no simulate button', async () => {
    const { page, shell, accounts, errors } = await signIn(VIEWER);
    await shell.clickNav('/account');
    await accounts.balanceCards().first().waitFor();
    await accounts.rows('account').first().waitFor();
    expect(await accounts.simulateButton().count()).toBe(0);
    await finish(page, errors);
  });
});

describe('On a phone', () => {
  it('stacks the balance cards and keeps the lists scrollable', async () => {
    const { page, accounts, errors } = await signIn(ADMIN, { width: 390, height: 844 });
    await page.getByTestId('dashboard-balance').first().waitFor();
    await page.goto('/account');
    await accounts.balanceCards().first().waitFor();
    await accounts.rows('account').first().waitFor();
    // Nothing but the tables' own scroll areas is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'accounts-account-mobile', { fullPage: true });
    await finish(page, errors);
  });

  it('lists the transactions stacked, each with its Details, nothing wider than the screen', async () => {
    const { page, accounts, errors } = await signIn(ADMIN, { width: 390, height: 844 });
    await page.getByTestId('dashboard-balance').first().waitFor();
    await page.goto('/transactions');
    await accounts.rows('all').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const details = accounts.rows('all').first().getByRole('button', { name: 'Details' });
    expect(await details.isVisible()).toBe(true);
    await screenshot(page, 'accounts-transactions-mobile', { fullPage: true });
    await details.click();
    await page.getByTestId('transaction-details').waitFor();
    await finish(page, errors);
  });
});

describe('In Chinese', () => {
  it('shows the three screens in zh-cn', async () => {
    const { page, shell, accounts, errors } = await signIn(ADMIN);
    await shell.switchLanguage('zh-cn');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /^欢迎回来/ }).waitFor();
    await accounts.chart().locator('svg').first().waitFor();
    await screenshot(page, 'accounts-dashboard-zh-cn', { fullPage: true });

    await shell.clickNav('/account');
    await page.getByRole('heading', { name: '账户', exact: true }).waitFor();
    await accounts.rows('account').first().waitFor();
    await accounts.depositRows().first().waitFor();
    await screenshot(page, 'accounts-account-zh-cn', { fullPage: true });

    await shell.clickNav('/transactions');
    await page.getByRole('heading', { name: '交易记录', exact: true }).waitFor();
    await accounts.rows('all').first().waitFor();
    // The newest rows (card activity and collections in the demo) name their types in Chinese, never as codes.
    const zhTypes =
      /^(入金|收款|提现|付款|转入|转出|换汇转入|换汇转出|卡充值|卡余额转出|刷卡消费|刷卡退款|手续费)$/;
    expect(await accounts.rows('all').getByText(zhTypes).count()).toBe(await accounts.rows('all').count());
    expect(
      await accounts
        .rows('all')
        .getByText(/^(类型 )?\d{1,3}$/)
        .count(),
    ).toBe(0);
    await screenshot(page, 'accounts-transactions-zh-cn', { fullPage: true });
    await finish(page, errors);
  });
});
