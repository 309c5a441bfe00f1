import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, DESKTOP, screenshot, signInAs, unexpectedErrors, useStack } from './harness';
import { seriousFindings } from './axe';
import { CardPages } from './pages/card-pages';
import { apiAs } from './payees-api';
import { Shell } from './pages/shell';

const stack = useStack();

describe('cards, in the browser', () => {
  it('Card Balances shows each demo card once, with the balance of its own account', async () => {
    // What each card's own details say it has (a top-up card: its account; shared: its merchant's).
    const call = await apiAs(stack);
    const all = await call<{ records: { id: string }[]; total: number }>('/api/portal/cms/card/page', {
      size: 100,
    });
    expect(all.records.length).toBe(all.total);
    const own = new Map<string, { balance: string; available: string; currency: string }>();
    for (const c of all.records) {
      const d = await call<{ balance: { balance: string; available: string; currency: string } }>(
        '/api/portal/cms/card/get',
        { id: c.id },
      );
      own.set(c.id, d.balance);
    }

    const { page, errors } = await signInAs(stack, ADMIN);
    const cards = new CardPages(page);
    await cards.goto('/card/balances?size=100');
    await page.getByTestId('balance-row').first().waitFor();
    const rows = page.getByTestId('balance-row');
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id')!));
    expect(ids.length).toBe(all.total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(own.keys()));
    const grouped = (amount: string) => {
      const [whole, part] = amount.split('.');
      return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${part ? `.${part}` : ''}`;
    };
    for (const id of ids) {
      const b = own.get(id)!;
      const text = (await page.locator(`[data-testid="balance-row"][data-card-id="${id}"]`).textContent())!;
      expect(text).toContain(`${grouped(b.balance)} ${b.currency}`);
      expect(text).toContain(`${grouped(b.available)} ${b.currency}`);
    }
    // The pager counts what the table shows.
    await page.getByText(`1–${ids.length} of ${ids.length}`).waitFor();
    await screenshot(page, 'card-balances-each-once-en', { fullPage: true });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('apply → issued → sensitive view → block and unblock → lower a limit → top up a top-up card', async () => {
    const { page, errors } = await signInAs(stack, ADMIN, {
      ...DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const cards = new CardPages(page);

    // The list: the demo cards, masked, with their status.
    await cards.goto('/card');
    await page.getByTestId('card-row').first().waitFor();
    expect(await page.getByTestId('card-row').first().textContent()).toMatch(/\d{6,8}\*{6}\d{4}/);
    await screenshot(page, 'card-list-en');

    // Filters go into the address: Blocked cards only, kept on reload.
    await cards.choose('status', 'Blocked');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => location.search.includes('status=blocked'));
    await page.reload();
    await page.getByTestId('card-row').first().waitFor();
    for (const status of await page.getByTestId('card-row').getByTestId('card-status').allTextContents())
      expect(status).toBe('Blocked');
    expect(await page.locator('input[name="status"]').inputValue()).toBe('blocked');
    await cards.goto('/card');

    // Apply Card for the approved demo merchant: a virtual shared USD card, reviewed, then sent.
    await page.getByRole('button', { name: 'Apply Card' }).first().click();
    const dialog = cards.dialog();
    await cards.autocomplete('merchantId', 'María', /María José González/);
    await cards.choose('productId', /Visa/, dialog);
    await cards.choose('model', 'Virtual', dialog);
    await cards.choose('funding', 'Shared', dialog);
    await cards.choose('currency', 'USD', dialog);
    await screenshot(page, 'card-apply-en');
    expect(await seriousFindings(page, 'apply dialog')).toBe('');
    // A name the card cannot carry (emoji, accents, a right-to-left override) is refused inline, nothing sent.
    await cards.field('cardholderName', dialog).fill('MAR\u00cdA \u{1F600}');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog
      .getByText(
        "The name on the card takes only the letters A–Z, digits, spaces and . - ' / (at most 26 characters)",
      )
      .waitFor();
    await screenshot(page, 'card-apply-name-refused-en');
    await cards.field('cardholderName', dialog).fill('MARIA\u202eZEG');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(/invisible or text-direction character/).waitFor();
    await cards.field('cardholderName', dialog).fill('');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await page
      .getByTestId('apply-review')
      .getByText(/^María José González \(M/)
      .waitFor();
    const created = page.waitForResponse((r) => r.url().endsWith('/card/create'));
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    const applied = ((await response.json()) as { data: { id: string; merchantId: string } }).data;
    const applyId = applied.id;
    await dialog.waitFor({ state: 'detached' });

    // Apply Records follows the record until the sandbox issuer answers.
    await page.getByRole('heading', { level: 1, name: 'Apply Records' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/card/apply-records');
    const row = cards.applyRow(applyId);
    await row.waitFor();
    await row.getByText('Success').waitFor({ timeout: 120_000 });
    await screenshot(page, 'card-apply-records-en');
    await row.getByRole('button', { name: 'Open card' }).click();

    // Card Details: Normal, only the actions Normal allows, limits at their defaults.
    await page.getByRole('heading', { level: 1, name: /^Card \d/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    await cards.actions().getByRole('button', { name: 'Block', exact: true }).waitFor();
    expect(await cards.status().textContent()).toBe('Normal');
    expect(await cards.actions().getByRole('button').allTextContents()).toEqual([
      'Block',
      'Report lost',
      'Revoke',
    ]);
    await screenshot(page, 'card-details-en', { fullPage: true });
    expect(await seriousFindings(page, 'card details')).toBe('');

    // The sensitive view: the password, then PAN, expiry and CVV2 with a countdown, then hidden.
    await page.getByRole('button', { name: 'View sensitive info' }).click();
    await cards.field('password', dialog).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Show', exact: true }).click();
    const pan = page.getByTestId('sensitive-pan');
    await pan.waitFor();
    expect((await pan.textContent())!.replace(/ /g, '')).toMatch(/^\d{16}$/);
    expect(await page.getByTestId('sensitive-cvv2').textContent()).toMatch(/^\d{3}$/);
    const countdown = page.getByTestId('sensitive-countdown');
    const seconds = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')![1]);
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await page.waitForFunction((start) => {
      const text = document.querySelector('[data-testid="sensitive-countdown"]')?.textContent ?? '';
      return Number(/(\d+)/.exec(text)?.[1] ?? start) < start;
    }, first);
    await dialog.getByRole('button', { name: 'Copy Card number' }).click();
    await page.getByText('Copying succeeded').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{16}$/);
    await screenshot(page, 'card-sensitive-en');
    expect(await seriousFindings(page, 'sensitive dialog')).toBe('');
    await dialog.getByRole('button', { name: 'Hide now' }).click();
    await page.getByTestId('sensitive-hidden').waitFor();
    expect(await pan.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Block and unblock: the buttons follow the state.
    await cards.act('Block');
    await cards.actions().getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    expect(await cards.status().textContent()).toBe('Blocked');
    expect(await cards.actions().getByRole('button', { name: 'Block', exact: true }).count()).toBe(0);
    await cards.act('Unblock');
    await cards.actions().getByRole('button', { name: 'Block', exact: true }).waitFor();
    expect(await cards.status().textContent()).toBe('Normal');
    await page.getByTestId('card-event').filter({ hasText: 'Normal → Blocked' }).first().waitFor();

    // PIN and the cardholder's mail: a trivial PIN is refused; the card information goes to the cardholder's
    // registered address only, masked, never with the CVV2.
    await page.getByRole('button', { name: 'PIN and passwords' }).click();
    const secrets = page.getByRole('dialog');
    await secrets.getByLabel('New PIN', { exact: true }).fill('1234');
    await secrets.getByText('A PIN is 4–6 digits and not trivial').waitFor();
    await secrets.getByLabel('New PIN', { exact: true }).fill('2580');
    await secrets.getByLabel('Confirm the new PIN', { exact: true }).fill('2580');
    await secrets.getByRole('button', { name: 'Save PIN' }).click();
    await page.getByText('The PIN was saved.').waitFor();
    await secrets.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'PIN and passwords' }).click();
    await secrets.getByText('A PIN is set.').waitFor();
    await secrets.getByRole('tab', { name: 'Email card information' }).click();
    await screenshot(page, 'card-secrets-en');
    expect(await seriousFindings(page, 'secrets dialog')).toBe('');
    const mailsBefore = stack.mails.length;
    await secrets.getByRole('button', { name: 'Send to the cardholder' }).click();
    await page.getByText('The card information was sent to the cardholder.').waitFor();
    const info = await stack.waitForMail('maria.gonzalez@example.mx', mailsBefore);
    expect(info.text).toMatch(/\d{8}\*{6}\d{4}/);
    expect(info.text).not.toMatch(/\d{13,19}/);
    await secrets.waitFor({ state: 'detached' });

    // A lower daily limit: one equal to the default (spec §5: below it) is refused before it is sent, as
    // is a raised one; the meter shows the new one.
    expect(await cards.limitValue('daily').textContent()).toBe('10,000.00 USD');
    await page.getByRole('button', { name: 'Edit limits' }).click();
    for (const refused of ['10000', '20000']) {
      await cards.field('daily', dialog).fill(refused);
      await dialog
        .getByText('Enter a value below the product default, or leave it empty for the default')
        .waitFor();
    }
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await cards.field('daily', dialog).fill('500.00');
    await cards.confirm('Save');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="limit-daily"] [data-testid="limit-value"]')?.textContent ===
        '500.00 USD',
    );
    await page.getByTestId('limit-daily').getByText('Remaining 500.00 USD').waitFor();

    // A demo top-up card: top up 10.00 through the review; the balance rises by as much.
    await cards.goto('/card/balances?funding=topUp');
    const weiRow = page.getByTestId('balance-row').filter({ hasText: 'Wei Chen' }).first();
    await weiRow.waitFor();
    await screenshot(page, 'card-balances-en');
    await weiRow.getByRole('button', { name: /^View card/ }).click();
    await page.getByRole('button', { name: 'Top up', exact: true }).waitFor();
    const before = (await cards.balance().textContent())!;
    const toMinor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await cards.field('amount', dialog).fill('10.00');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const review = page.getByTestId('move-review');
    await review.waitFor();
    expect(await page.getByTestId('move-amount').textContent()).toBe('10.00 USD');
    // One figure, the header's: the card's available balance before → after.
    const [was, will] = (await page.getByTestId('move-card-available').textContent())!.split(' → ');
    expect(was).toBe(before);
    expect(toMinor(will!)).toBe(toMinor(before) + 1000);
    await screenshot(page, 'card-topup-review-en');
    expect(await seriousFindings(page, 'top-up review')).toBe('');
    const moved = page.waitForResponse((r) => r.url().endsWith('/card/call'));
    await cards.confirm('Confirm');
    expect((await moved).status()).toBe(200);
    const target = toMinor(before) + 1000;
    await page.waitForFunction((want) => {
      const text = document.querySelector('[data-testid="card-balance"]')?.textContent ?? '';
      return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) === want;
    }, target);

    // The merchant's Cards tab lists its cards (the new one too) and offers Apply Card.
    await cards.goto(`/merchant?id=${applied.merchantId}&tab=cards`);
    await page.getByTestId('card-row').first().waitFor();
    expect(await page.getByTestId('card-row').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Apply Card' }).click();
    expect(await cards.field('merchant', dialog).inputValue()).toMatch(/^María José González \(M/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'card-merchant-tab-en', { fullPage: true });

    // An application the issuer declines shows Failed with its reason, and can be removed.
    await cards.goto('/card/apply-records');
    await page.getByRole('button', { name: 'Apply Card' }).first().click();
    await cards.autocomplete('merchantId', 'María', /María José González/);
    await cards.choose('productId', /Visa/, dialog);
    await cards.field('cardholderName', dialog).fill('DECLINE ME');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const declined = page.waitForResponse((r) => r.url().endsWith('/card/create'));
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    const failedId = ((await (await declined).json()) as { data: { id: string } }).data.id;
    await dialog.waitFor({ state: 'detached' });
    const failed = cards.applyRow(failedId);
    await failed.getByText('Failed').waitFor({ timeout: 120_000 });
    expect(await failed.textContent()).toMatch(/declined/i);
    await failed.getByRole('button', { name: 'Remove' }).click();
    await cards.confirm('Remove');
    await failed.waitFor({ state: 'detached' });

    // Bulk apply: the valid row becomes an application, the bad one is answered with its line and reason.
    await page.getByRole('button', { name: 'Bulk apply' }).click();
    const sheet = [
      'merchantNo,productName,model,cardType,funding,currency,cardholderName,shippingAddress,shippingCity,shippingPostalCode,shippingCountry',
      'M000002,Visa Business (test range),virtual,personal,shared,USD,BULK ONE,,,,',
      'M000002,Visa Business (test range),physical,personal,shared,USD,BULK TWO,,,,',
    ].join('\n');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sheet),
    });
    await dialog.getByTestId('bulk-file').getByText('cards.csv').waitFor();
    // The limits a sheet is held to are said before it is sent.
    await dialog.getByText('at most 8 MB unpacked) and 1,000 characters a cell', { exact: false }).waitFor();
    await screenshot(page, 'card-bulk-apply-intro-en');
    await dialog.getByRole('button', { name: 'Upload and apply' }).click();
    await dialog.getByText('1 of 2 rows became applications').waitFor();
    // The physical card's row lacks its shipping address, city and country: each named on line 3.
    const bad = await dialog.getByTestId('bulk-error').allTextContents();
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.every((row) => row.startsWith('3') && /shipping/.test(row))).toBe(true);
    await screenshot(page, 'card-bulk-apply-en');
    expect(await seriousFindings(page, 'bulk apply dialog')).toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // In Chinese, Card Details reads in Chinese (the contract's labels).
    await new Shell(page).switchLanguage('zh-cn');
    await page.goto(`/merchant?id=${applied.merchantId}&tab=cards`);
    await page.getByTestId('card-row').first().getByRole('button').first().click();
    await page.getByRole('button', { name: '查看敏感信息' }).waitFor();
    await page.getByText('日限额').first().waitFor();
    await screenshot(page, 'card-details-zh-cn', { fullPage: true });

    expect(unexpectedErrors(errors)).toEqual([]);
  }, 900_000);
});
