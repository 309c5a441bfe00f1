import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { chooseByLabel } from './mui';

/** Account, Transactions and Dashboard screens; selectors by role, name and test id so they work in both languages. */
export class AccountsPages {
  constructor(readonly page: Page) {}

  readonly balanceCards = () => this.page.getByTestId('balance-card');
  readonly balanceCard = (currency: string) =>
    this.page.locator(`[data-testid="balance-card"][data-currency="${currency}"]`);
  readonly depositRows = () => this.page.getByTestId('deposit-row');
  readonly depositRecords = () => this.page.getByTestId('deposit-records');
  readonly instructions = () => this.page.getByTestId('deposit-instructions');
  /** The transactions list of the screen (`account` on Account, `all` on Transactions). */
  readonly list = (scope: 'account' | 'all') => this.page.getByTestId(`transactions-${scope}`);
  readonly rows = (scope: 'account' | 'all') => this.list(scope).getByTestId('transaction-row');
  /** How far the list's table reaches past its card (px): what a person would have to scroll sideways to see. */
  readonly sidewaysScroll = (scope: 'account' | 'all') =>
    this.list(scope).evaluate((list) =>
      Math.max(
        0,
        ...Array.from(list.querySelectorAll('table')).map(
          (t) => t.scrollWidth - t.parentElement!.clientWidth,
        ),
      ),
    );
  readonly simulateButton = () =>
    this.page.locator('main').getByRole('button', { name: /^(Simulate incoming deposit|模拟入账)$/ });
  readonly chart = () => this.page.getByTestId('flows-chart');

  /** Available balance of one currency card, as shown ("1,234.50"). */
  async available(currency: string) {
    return ((await this.balanceCard(currency).getByTestId('balance-available').textContent()) ?? '').trim();
  }

  /** Picks `option` in the select labelled `label` inside `scope`. */
  readonly choose = (scope: Locator, label: RegExp, option: RegExp) =>
    chooseByLabel(this.page, scope, label, option);

  async search(scope: Locator) {
    await scope.getByRole('button', { name: /^(Search|搜索)$/ }).click();
  }

  /** The "1–10 of 123" text of a list's pagination. */
  async displayedRows(scope: Locator) {
    return ((await scope.locator('.MuiTablePagination-displayedRows').textContent()) ?? '').trim();
  }

  async exportCsv(scope: Locator) {
    const button = scope.getByRole('button', { name: /^(Export|导出)$/ });
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      (async () => {
        await button.click();
        await this.page.getByRole('menuitem', { name: /^(Download CSV|下载 CSV)$/ }).click();
      })(),
    ]);
    const file = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(file) };
  }

  /** Waits until every row of a list satisfies `check` on its `data-type` (after a filter applied). */
  async waitForRows(scope: 'account' | 'all', type: number) {
    await this.page.waitForFunction(
      ({ scope, type }) => {
        const rows = Array.from(
          document.querySelectorAll(`[data-testid="transactions-${scope}"] [data-testid="transaction-row"]`),
        );
        return rows.length > 0 && rows.every((row) => row.getAttribute('data-type') === String(type));
      },
      { scope, type },
    );
  }
}
