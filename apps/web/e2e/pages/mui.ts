import type { Locator, Page } from 'playwright-core';

/** A MUI select (the hidden input carries the name): open it, pick the option whose text matches. */
export const chooseByName = async (
  page: Page,
  name: string,
  option: string | RegExp,
  scope: Locator | Page = page,
) => {
  await scope.locator(`input[name="${name}"]`).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: option }).first().click();
  await page.locator('.MuiPopover-root').last().waitFor({ state: 'detached' });
};

/** Picks `option` in the select labelled `label` inside `scope`. */
export const chooseByLabel = async (page: Page, scope: Locator, label: RegExp, option: RegExp) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
};

/** An Autocomplete inside `scope` (a dialog): type and pick the first matching option. */
export const autocomplete = async (
  page: Page,
  scope: Locator,
  name: string,
  text: string,
  option: string | RegExp,
) => {
  const input = scope.locator(`input[name="${name}"]`);
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
};
