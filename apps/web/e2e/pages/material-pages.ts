import type { Locator, Page } from 'playwright-core';
import { chooseByLabel } from './mui';

/** Materials, Material Links and the dialogs on them; selectors by role, name and test id. */
export class MaterialPages {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(path: string) {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.locator('main h1').first().waitFor();
  }

  readonly materialRow = (text: string | RegExp) =>
    this.page.getByTestId('material-row').filter({ hasText: text });
  readonly linkRow = (text: string | RegExp) => this.page.getByTestId('link-row').filter({ hasText: text });
  readonly collectionRow = (text: string | RegExp) =>
    this.page.getByTestId('collection-row').filter({ hasText: text });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly status = (row: Locator) => row.getByTestId('status-chip');

  /** Picks `option` in the select labelled `label` inside `scope`. */
  readonly choose = (scope: Locator, label: RegExp, option: RegExp) =>
    chooseByLabel(this.page, scope, label, option);

  /** Gives the upload dialog's file picker of `kind` a file made in the test. */
  async pickFile(
    kind: 'transactionCertificate' | 'logisticsCertificate',
    name: string,
    mimeType: string,
    buffer: Buffer,
  ) {
    await this.dialog()
      .locator(`input[type="file"][name="${kind}"]`)
      .setInputFiles({ name, mimeType, buffer });
  }
}
