import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAs, type Stack } from '../harness';
import { autocomplete, chooseByName } from './mui';

/** Beneficiaries, withdrawal accounts and orders, exchange. Selectors by field name or test id. */
export class OrdersPages {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly field = (name: string, scope: Locator | Page = this.page) =>
    scope.locator(`input[name="${name}"]`);

  /** Types a day into a date field (MUI X DatePicker, `YYYY-MM-DD`) as a person would, replacing what was there. */
  async typeDay(name: string, day: string, scope: Locator | Page = this.page) {
    const field = scope.locator('[role="group"]', { has: this.page.locator(`input[name="${name}"]`) });
    await field.getByRole('spinbutton').first().click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(day.replace(/-/g, ''));
  }

  async goto(path: string) {
    await this.page.goto(path);
    await this.page.locator('main h1').first().waitFor();
  }

  /** A MUI select (the hidden input carries the name): open it, pick the option whose text matches. */
  readonly choose = (name: string, option: string | RegExp, scope: Locator | Page = this.page) =>
    chooseByName(this.page, name, option, scope);

  /** An Autocomplete in the dialog: type and pick the first matching option. */
  readonly autocomplete = (name: string, text: string, option: string | RegExp) =>
    autocomplete(this.page, this.dialog(), name, text, option);

  readonly helperText = (name: string) =>
    this.dialog()
      .locator(`input[name="${name}"]`)
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]')
      .locator('.MuiFormHelperText-root');

  readonly withdrawalRows = () => this.page.getByTestId('withdrawal-order-row');
  readonly summary = () => this.page.getByTestId('withdrawal-summary');
  readonly quote = () => this.page.getByTestId('exchange-quote');
  readonly countdown = () => this.page.getByTestId('quote-countdown');
  readonly review = () => this.page.getByTestId('withdrawal-review');

  /** The withdrawal form's Continue: the server's review replaces the form (nothing is made yet). */
  async continueToReview() {
    await this.page.getByRole('button', { name: 'Continue to review' }).click();
    await this.review().waitFor();
  }
}

/** Signs `email` in (`signInAs`), with the order screens at hand. */
/**
 * An exchange order row's figures as the list shows them: sold (fee included), fee, the rate with its pair
 * (`1 USD = 0.915400 EUR`), bought.
 */
export const exchangeFigures = async (row: Locator) =>
  (await row.locator('td').allTextContents()).slice(2, 6);

/** The figures an exchange row should show from USD into EUR; the rate is any rate of six decimals. */
export const usdToEurFigures = (sold: string, fee: string, bought: string) => [
  sold,
  fee,
  expect.stringMatching(/^1 USD = 0\.\d{6} EUR$/),
  bought,
];

export const signInForOrders = async (stack: Stack, email: string) => {
  const session = await signInAs(stack, email);
  return { ...session, orders: new OrdersPages(session.page) };
};
