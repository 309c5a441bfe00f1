import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DESKTOP, finish, screenshot, settle, useStack, watchConsole } from './harness';
import { describeFindings, isBlocking, runAxe, type AxeFinding } from './axe';
import { apiAs } from './payees-api';

const stack = useStack();

type CardBalanceRow = {
  cardId: string;
  funding: string;
  status: string;
  maskedPan: string;
  available: string;
};
type Sensitive = { pan: string; expiry: string; cvv2: string };

/** The demo top-up card with money on it: PAN, expiry and CVV2 as its administrator's sensitive view shows them. */
const demoCard = async () => {
  const call = await apiAs(stack);
  const balances = await call<{ records: CardBalanceRow[] }>('/api/portal/cms/card/list', { size: 50 });
  const card =
    balances.records.find((c) => c.funding === 'topUp' && Number(c.available) > 0) ??
    balances.records.find((c) => c.status === 'normal')!;
  // The sensitive view's two steps: the password for a one-time grant, then the card data with it.
  const { grant } = await call<{ grant: string }>('/api/portal/cms/card/get-by', {
    id: card.cardId,
    password: DEMO_PASSWORD,
  });
  const sensitive = await call<Sensitive>('/api/portal/cms/card/reveal', { id: card.cardId, grant });
  return { ...sensitive, maskedPan: card.maskedPan, available: card.available };
};

describe('single-card balance lookup', () => {
  it('looks a card up by its details, keeps the balance over a reload, and tells a wrong CVV2', async () => {
    const card = await demoCard();
    const page = await stack.newPage(DESKTOP);
    const errors = watchConsole(page);

    // Without a card token the balance page sends the visitor to the card details.
    await page.goto(`${stack.baseUrl}/single-balance-search`);
    await page.waitForURL('**/inquery');
    await page.getByRole('heading', { name: 'Card balance inquiry' }).waitFor();

    // A wrong CVV2: the one answer for any wrong detail, on the form.
    const wrongCvv = String((Number(card.cvv2) + 1) % 1000).padStart(3, '0');
    await page.getByTestId('inquery-pan').fill(card.pan);
    await page.getByTestId('inquery-expiry').fill(card.expiry);
    await page.getByTestId('inquery-cvv2').fill(wrongCvv);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page
      .getByTestId('inquery-error')
      .getByText(/do not match a card/)
      .waitFor();
    expect(await page.getByTestId('inquery-cvv2').inputValue()).toBe('');
    await screenshot(page, 'card-lookup-wrong-cvv2');

    // The right details.
    await page.getByTestId('inquery-cvv2').fill(card.cvv2);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.waitForURL('**/single-balance-search');
    await page.getByRole('heading', { name: 'Card balance', exact: true }).waitFor();
    const pan = page.getByTestId('card-balance-pan');
    await pan.waitFor();
    expect(await pan.textContent()).toBe(card.maskedPan);
    await page.getByTestId('card-balance-available').getByText(card.available, { exact: false }).waitFor();
    // Beside it the balance and what is on hold: balance − on hold = available.
    const figure = async (id: string) =>
      Math.round(Number((await page.getByTestId(id).textContent())!.replace(/[^\d.-]/g, '')) * 100);
    expect((await figure('card-balance-ledger')) - (await figure('card-balance-on-hold'))).toBe(
      await figure('card-balance-available'),
    );
    await page.getByRole('heading', { name: 'Latest transactions' }).waitFor();
    // Every line's type and status in words (the contract's table), never "Type 140" or a bare code.
    const lines = page.locator('[aria-label="Latest transactions"]');
    expect(await lines.getByText(/^(Type )?\d{1,3}$/).count()).toBe(0);
    const stored = await page.evaluate(() => window.localStorage.getItem('remittanceTokenCard'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ token: expect.stringMatching(/^clk_/) });
    expect(await page.evaluate(() => window.localStorage.getItem('remittanceToken'))).toBeNull();
    expect(await page.content()).not.toContain(card.pan);
    await screenshot(page, 'card-lookup-balance', { fullPage: true });

    // A reload keeps the card token; inquery now goes to the balance.
    await page.reload();
    await page.getByTestId('card-balance-pan').waitFor();
    await page.goto(`${stack.baseUrl}/inquery`);
    await page.waitForURL('**/single-balance-search');
    await page.getByTestId('card-balance-pan').waitFor();

    // "Look up another card" clears the card token.
    await page.getByTestId('card-balance-another').click();
    await page.waitForURL('**/inquery');
    expect(await page.evaluate(() => window.localStorage.getItem('remittanceTokenCard'))).toBeNull();

    await finish(page, errors);
  });

  it('shows the card details form on a phone', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${stack.baseUrl}/inquery`);
    await page.getByRole('heading', { name: 'Card balance inquiry' }).waitFor();
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText('Enter the card number', { exact: true }).waitFor();
    await screenshot(page, 'card-lookup-inquery-phone');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('has no serious or critical axe findings (%s theme)', async (theme) => {
    const card = await demoCard();
    const page = await stack.newPage(DESKTOP);
    await page.context().addCookies([{ name: 'remittance-theme', value: theme, url: stack.baseUrl }]);
    const findings: { where: string; finding: AxeFinding }[] = [];
    const scan = async (where: string) => {
      await settle(page);
      for (const finding of await runAxe(page)) findings.push({ where: `${theme} ${where}`, finding });
    };
    await page.goto(`${stack.baseUrl}/inquery`);
    await page.getByRole('heading', { name: 'Card balance inquiry' }).waitFor();
    await scan('/inquery');
    await page.getByTestId('inquery-pan').fill(card.pan);
    await page.getByTestId('inquery-expiry').fill(card.expiry);
    await page.getByTestId('inquery-cvv2').fill(card.cvv2);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByTestId('card-balance-pan').waitFor();
    await scan('/single-balance-search');
    if (theme === 'dark') await screenshot(page, 'card-lookup-balance-dark');
    const blocking = findings.filter(({ finding }) => isBlocking(finding));
    expect(blocking.length, describeFindings(blocking)).toBe(0);
    await page.context().close();
  });
});
