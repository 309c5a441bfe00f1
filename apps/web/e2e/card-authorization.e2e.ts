import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { isBlocking, runAxe } from './axe';
import { ADMIN, screenshot, signInAs, unexpectedErrors, useStack } from './harness';
import { Shell } from './pages/shell';
import { apiAs } from './payees-api';

const stack = useStack();

type Balance = { cardId: string; last4: string; currency: string; status: string; available: string };

/** A demo card that can spend: usable, in USD, with money available (the seeded top-up card has 300 USD). */
const spendingCard = async () => {
  const call = await apiAs(stack, ADMIN);
  const { records } = await call<{ records: Balance[] }>('/api/portal/cms/card/list', {
    view: 'balances',
    page: 1,
    size: 100,
  });
  const card = records.find(
    (c) => c.status === 'normal' && c.currency === 'USD' && Number(c.available) >= 20,
  );
  if (!card) throw new Error(`no demo card with money: ${JSON.stringify(records)}`);
  return card;
};

/** Axe on what the page shows now (a list with chips, an open dialog): nothing serious or critical. */
const expectAccessible = async (page: Page, where: string) => {
  const blocking = (await runAxe(page)).filter(isBlocking);
  expect(blocking, where).toEqual([]);
};

/** The simulator's decision as it stands: a screenshot, axe on it, then Close. */
const shootAndClose = async (page: Page, dialog: Locator, name: string, where: string) => {
  await screenshot(page, name);
  await expectAccessible(page, where);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
};

/** The list's first record showing `text`, once it is there. */
const listedRecord = async (page: Page, text: string) => {
  const row = page.getByTestId('authorization-row').filter({ hasText: text }).first();
  await row.waitFor();
  return row;
};

/** Opens the Simulate dialog and picks the card by its last 4. */
const openSimulator = async (page: Page, last4: string) => {
  await page.getByRole('button', { name: 'Simulate' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Card' }).fill(last4);
  await page
    .getByRole('option', { name: new RegExp(`•••• ${last4}`) })
    .first()
    .click();
  await dialog.getByTestId('sandbox-network-panel').waitFor();
  // The list may refresh under the pointer: make sure the card picked is the one asked for.
  expect(await dialog.getByRole('combobox', { name: 'Card' }).inputValue()).toContain(`•••• ${last4}`);
  return dialog;
};

/** The approval the network answered in `scope`; a decline fails at once with its reason, not after a timeout. */
const approvalIn = async (scope: Locator) => {
  const approved = scope.getByTestId('decision-approved');
  const declined = scope.getByTestId('decline-alert');
  await approved.or(declined).first().waitFor();
  if ((await declined.count()) > 0) throw new Error(`declined: ${await declined.first().textContent()}`);
  return approved;
};

const purchase = async (dialog: ReturnType<Page['getByRole']>, amount: string) => {
  const panel = dialog.getByTestId('sandbox-network-panel');
  await panel.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await panel.getByRole('textbox', { name: 'Currency' }).fill('USD');
  await panel.getByRole('textbox', { name: 'Merchant name' }).fill('Corner Café');
  await panel.getByRole('button', { name: 'Send' }).click();
};

describe('card authorizations, in the browser', () => {
  it('simulates a purchase, clears it, sees it settled with its lifecycle; a purchase above the limit is declined with its reason; zh-CN reads Chinese', async () => {
    const { page, errors } = await signInAs(stack, ADMIN);
    const card = await spendingCard();

    await page.goto('/card/authorizations');
    await page.getByRole('heading', { level: 1, name: 'Card authorizations' }).waitFor();
    await page
      .getByText(/^No authorizations yet/)
      .or(page.getByTestId('authorization-row').first())
      .first()
      .waitFor();
    await screenshot(page, 'card-authorizations-start-en');

    // A purchase of 12.34 USD on the demo card: approved with an authorization code.
    const dialog = await openSimulator(page, card.last4);
    await purchase(dialog, '12.34');
    const approved = await approvalIn(dialog);
    expect(await approved.textContent()).toMatch(/Authorization code \w+ · 12\.34 USD/);
    await dialog.getByTestId('sandbox-authorization').first().waitFor();
    await shootAndClose(page, dialog, 'card-authorization-simulate-en', 'simulate dialog, approved');

    // The list shows the approval, not settled yet.
    const row = await listedRecord(page, '12.34');
    expect(await row.textContent()).toContain('Approval');
    expect(await row.textContent()).toContain('Not settled');
    expect(await row.textContent()).toContain(card.last4);
    await screenshot(page, 'card-authorizations-list-en');

    // Open it and clear it for the same amount: settled, two steps on the timeline.
    await row.getByRole('button', { name: /^Open record / }).click();
    await page.waitForURL(/\/card\/authorizations\?id=/);
    await page.getByTestId('authorization-fields').waitFor();
    const recordNo = /A\d{9}/.exec((await page.getByTestId('authorization-fields').textContent()) ?? '')?.[0];
    expect(recordNo).toBeDefined();
    await page.getByRole('button', { name: /^Clear / }).click();
    const clear = page.getByRole('dialog');
    expect(await clear.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('12.34');
    await clear.getByRole('button', { name: 'Send' }).click();
    await approvalIn(clear);
    await clear.getByRole('button', { name: 'Close' }).click();
    await clear.waitFor({ state: 'detached' });
    await page.getByTestId('authorization-fields').getByText('Settled', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('timeline-step').count()).toBe(2);
    const timeline = (await page.getByTestId('authorization-timeline').textContent()) ?? '';
    expect(timeline).toContain('Authorization');
    expect(timeline).toContain('Clearing');
    expect(timeline.match(/12\.34 USD/g)?.length).toBe(2);
    await screenshot(page, 'card-authorization-details-en', { fullPage: true });

    // A purchase reversed in full keeps its amount in view, with what was reversed beside it.
    await page.getByRole('button', { name: 'Back to authorizations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Card authorizations' }).waitFor();
    await page
      .getByTestId('authorization-row')
      .filter({ hasText: recordNo! })
      .filter({ hasText: 'Cleared 12.34 USD' })
      .waitFor();
    const simulator = await openSimulator(page, card.last4);
    await purchase(simulator, '7.65');
    await approvalIn(simulator);
    await simulator.getByRole('button', { name: 'Close' }).last().click();
    await simulator.waitFor({ state: 'detached' });
    const toReverse = await listedRecord(page, '7.65 USD');
    await toReverse.getByRole('button', { name: /^Open record / }).click();
    await page.getByTestId('authorization-fields').waitFor();
    await page.getByRole('button', { name: /^Reverse / }).click();
    const reverse = page.getByRole('dialog');
    expect(await reverse.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('7.65');
    await reverse.getByRole('button', { name: 'Send' }).click();
    // Reversed, the record has no actions left: the dialog goes with them.
    await reverse.waitFor({ state: 'detached' });
    const fields = page.getByTestId('authorization-fields');
    await fields.getByText('Reversed', { exact: true }).waitFor();
    expect(await fields.textContent()).toMatch(
      /Transaction amount7\.65 USD.*Reversed transaction amount7\.65 USD/,
    );
    await page.getByRole('button', { name: 'Back to authorizations' }).click();
    const reversed = await listedRecord(page, 'Reversed 7.65 USD');
    expect(await reversed.textContent()).toMatch(/7\.65 USD.*Reversed 7\.65 USD/);
    await screenshot(page, 'card-authorizations-reversed-en');
    await reversed.getByRole('button', { name: /^Open record / }).click();
    await page.getByTestId('authorization-fields').waitFor();

    // Far above the balance and the limits: declined, with the reason and the next step.
    await page.getByRole('button', { name: 'Back to authorizations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Card authorizations' }).waitFor();
    const again = await openSimulator(page, card.last4);
    await purchase(again, '999999');
    const decline = again.getByTestId('decline-alert');
    await decline.waitFor();
    expect(await decline.textContent()).toMatch(/Declined \(response code \d\d\)/);
    expect(await again.getByTestId('decline-reason').textContent()).toMatch(/limit|Not enough money/);
    expect(await decline.textContent()).toContain('Next step:');
    await shootAndClose(page, again, 'card-authorization-decline-en', 'simulate dialog, declined');

    // The decline is on the list, and its details show the reason prominently.
    const declined = await listedRecord(page, 'Declined');
    await declined.getByRole('button', { name: /^Open record / }).click();
    await page.getByTestId('decline-alert').waitFor();
    await screenshot(page, 'card-authorization-declined-details-en', { fullPage: true });
    await expectAccessible(page, 'declined details');

    // The list with its chips, in the dark theme too.
    const shell = new Shell(page);
    await page.getByRole('button', { name: 'Back to authorizations' }).click();
    await page.getByTestId('authorization-row').nth(2).waitFor();
    await expectAccessible(page, 'list, light');

    // Export: the list's filter as CSV, every record with its statuses in words.
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain(recordNo!);
    expect(csv).toContain('Settled');
    expect(csv).toContain('Declined');
    await shell.switchTheme('Dark');
    await expectAccessible(page, 'list, dark');
    await screenshot(page, 'card-authorizations-list-dark');
    await shell.switchTheme('Light');

    // In Chinese, the headings and statuses read Chinese.
    await shell.switchLanguage('zh-cn');
    await page.goto('/card/authorizations');
    await page.getByRole('heading', { level: 1, name: '卡授权记录' }).waitFor();
    await page.getByRole('columnheader', { name: '记录编号' }).first().waitFor();
    await page.getByRole('columnheader', { name: '状态', exact: true }).first().waitFor();
    await listedRecord(page, '已清算');
    await screenshot(page, 'card-authorizations-list-zh-cn');

    expect(unexpectedErrors(errors)).toEqual([]);
  }, 900_000);
});
