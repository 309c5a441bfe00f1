import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** Statement, Trade download and Logs screens; selectors by role and test id so they work in both languages. */
export class ReportsPages {
  constructor(readonly page: Page) {}

  readonly exportButton = () => this.page.locator('main').getByRole('button', { name: /^(Export|导出)$/ });
  readonly jobs = () => this.page.getByTestId('export-job');
  readonly statements = () => this.page.getByTestId('statement-row');
  readonly logRows = () => this.page.getByTestId('log-row');

  /** Waits until an open menu has finished fading in (for screenshots). */
  async menuShown() {
    await this.page.waitForFunction(() => {
      const paper = document.querySelector('.MuiMenu-paper');
      return !!paper && getComputedStyle(paper).opacity === '1';
    });
  }

  /** Waits until no menu or popover is left in the page (their exit transitions included). */
  async menusGone() {
    await this.page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
  }

  async exportMenu(item: RegExp) {
    await this.exportButton().click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Runs `action`, which must start a browser download; answers the saved file's name and bytes. */
  async download(action: () => Promise<void>) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), action()]);
    const file = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(file) };
  }

  /** Waits until the first job on Trade download has finished (done or failed), as the screen refreshes. */
  async waitForFirstJob(timeoutMs = 120_000): Promise<Locator> {
    const first = this.jobs().first();
    await first.waitFor();
    await this.page.waitForFunction(
      () => {
        const row = document.querySelector('[data-testid="export-job"]');
        const status = row?.getAttribute('data-status');
        return status === 'done' || status === 'failed';
      },
      undefined,
      { timeout: timeoutMs },
    );
    return first;
  }
}
