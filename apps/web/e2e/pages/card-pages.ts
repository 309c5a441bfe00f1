import type { Locator, Page } from 'playwright-core';
import { autocomplete, chooseByName } from './mui';

/** The card screens: the list, Apply Card, Apply Records, Card Details and its dialogs. */
export class CardPages {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly field = (name: string, scope: Locator | Page = this.page) =>
    scope.locator(`input[name="${name}"]`);
  readonly heading = () => this.page.locator('main h1').first();
  readonly actions = () => this.page.getByTestId('card-actions');
  readonly status = () => this.page.locator('main').getByTestId('card-status').first();
  readonly balance = () => this.page.getByTestId('card-balance');
  readonly limitValue = (kind: string) => this.page.getByTestId(`limit-${kind}`).getByTestId('limit-value');
  readonly applyRow = (id: string) => this.page.locator(`[data-apply-id="${id}"]`);

  async goto(path: string) {
    await this.page.goto(path);
    await this.heading().waitFor();
  }

  /** A MUI select (the hidden input carries the name): open it, pick the option whose text matches. */
  readonly choose = (name: string, option: string | RegExp, scope: Locator | Page = this.page) =>
    chooseByName(this.page, name, option, scope);

  /** An Autocomplete in the dialog: type and pick the first matching option. */
  readonly autocomplete = (name: string, text: string, option: string | RegExp) =>
    autocomplete(this.page, this.dialog(), name, text, option);

  /** Presses a button in the open dialog and waits for the dialog to go. */
  async confirm(name: string | RegExp) {
    const dialog = this.dialog();
    await dialog.getByRole('button', { name, exact: typeof name === 'string' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** A state action from Card Details (Block, Unblock …), confirmed in its dialog. */
  async act(action: string) {
    await this.actions().getByRole('button', { name: action, exact: true }).click();
    await this.confirm(action);
  }
}
