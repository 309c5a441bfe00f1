import { describe, expect, it } from 'vitest';
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, signInAs, unexpectedErrors, useStack } from './harness';
import { OrdersPages } from './pages/orders-pages';
import { apiAs } from './payees-api';

const stack = useStack();
const OPERATOR = 'operator@remit.test';

/** A small real PNG (the server decides the type from the bytes). */
const png = () => {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(40, 0);
  ihdr.writeUInt32BE(24, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((40 * 3 + 1) * 24, 120);
  for (let y = 0; y < 24; y++) raw[y * 121] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

const uploadTo = async (page: Page, kind: string, name: string, mimeType: string, buffer: Buffer) => {
  const slot = page.getByTestId(`document-${kind}`);
  const done = page.waitForResponse((r) => r.url().endsWith('/merchant/upload'));
  await slot.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  expect((await done).status()).toBe(200);
  await slot.getByRole('button', { name: /^Replace / }).waitFor();
};

const confirm = async (page: Page, name: string | RegExp) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('onboarding a merchant, in the browser', () => {
  it('partner onboards a corporation with uploads → operator rejects → partner fixes and resubmits → operator approves → partner pays it → dashboard lists it', async () => {
    const { page, errors } = await signInAs(stack, ADMIN);
    const form = new OrdersPages(page);

    // The list shows the demo merchants, with filters kept in the address.
    await page.goto('/merchant');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Wei Chen').first().waitFor();
    await screenshot(page, 'merchant-list-en');

    // A corporation, every field.
    await page.getByRole('button', { name: 'New merchant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Corporation' }).check();
    await form.field('firstName').fill('Ana');
    await form.field('lastName').fill('Silva');
    await form.field('email').fill('ana.silva@atlantico.example');
    await form.field('mobile').fill('+5511987654321');
    await form.choose('gender', 'Female', dialog);
    await form.typeDay('dateOfBirth', '1985-05-20', dialog);
    await form.autocomplete('nationality', 'Brazil', /Brazil/);
    await form.choose('idType', 'ID card', dialog);
    await form.field('idNumber').fill('RG123456789');
    await form.typeDay('idIssueDate', '2023-01-10', dialog);
    await form.typeDay('idExpiryDate', '2033-01-09', dialog);
    await form.field('residenceAddress').fill('Rua Augusta 100, São Paulo');
    await form.autocomplete('residenceCountry', 'Brazil', /Brazil/);
    await form.field('registrationCode').fill('12.345.678/0001-90');
    await form.field('vatCode').fill('BR12345678');
    await form.typeDay('registrationDate', '2015-03-01', dialog);
    await dialog.locator('textarea[name="businessScope"]').fill('Import of textiles');
    await form.field('legalPerson').fill('Ana Silva');
    await dialog.getByRole('button', { name: 'Add shareholder' }).click();
    await form.field('shareholders.0.name').fill('Ana Silva');
    await form.field('shareholders.0.share').fill('70');
    await dialog.getByRole('button', { name: 'Add shareholder' }).click();
    await form.field('shareholders.1.name').fill('João Souza');
    await form.field('shareholders.1.share').fill('30');
    await form.choose('riskLevel', 'Medium', dialog);
    await form.field('registrationAddress').fill('Rua Augusta 100, São Paulo');
    await form.autocomplete('registrationCountry', 'Brazil', /Brazil/);
    await screenshot(page, 'merchant-form-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Saved as a draft; its documents next.
    await page.getByTestId('document-idFront').waitFor();
    const merchantUrl = page.url();
    const id = new URL(merchantUrl).searchParams.get('id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await uploadTo(page, 'idFront', 'front.png', 'image/png', png());
    await page.locator('.Toastify__toast', { hasText: 'Upload Successful' }).first().waitFor(); // spec §8
    await uploadTo(page, 'idBack', 'back.png', 'image/png', png());
    await uploadTo(page, 'proofOfAddress', 'bill.pdf', 'application/pdf', pdf());
    await page
      .getByTestId('document-idFront')
      .getByRole('img', { name: /^Preview of/ })
      .waitFor();
    await screenshot(page, 'merchant-documents-en', { fullPage: true });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await confirm(page, 'Submit for review');
    await page.getByText('Under review: its data and documents cannot change').waitFor();

    // The operator's desk, in Chinese: reject with a reason and a comment.
    const operator = await signInAs(stack, OPERATOR);
    await operator.shell.switchLanguage('zh-cn');
    await operator.page.goto('/merchant/review');
    // The same desk points to the trade materials waiting for review (the demo has two).
    await operator.page.getByTestId('materials-awaiting').getByText('贸易材料：2 份待审核。').waitFor();
    await operator.page.getByRole('button', { name: '审核 Ana Silva' }).first().click();
    await operator.page.getByText('地址证明').first().waitFor();
    await screenshot(operator.page, 'merchant-review-zh-cn', { fullPage: true });
    await operator.page.getByRole('button', { name: '拒绝' }).click();
    const reject = operator.page.getByRole('dialog');
    await reject.getByRole('checkbox', { name: '地址证明不符合要求' }).check();
    await reject.getByRole('textbox').fill('The bill is older than three months.');
    await screenshot(operator.page, 'merchant-reject-zh-cn');
    await confirm(operator.page, '拒绝');

    // The partner sees why, replaces the bill and resubmits.
    await page.goto(merchantUrl);
    await page.getByText('Rejected by the reviewer').waitFor();
    await page.getByText('Proof of address does not meet requirements').first().waitFor();
    await page.getByText('The bill is older than three months.').first().waitFor();
    await screenshot(page, 'merchant-rejected-en', { fullPage: true });
    await page.getByRole('tab', { name: 'Documents' }).click();
    await uploadTo(page, 'proofOfAddress', 'bill-new.pdf', 'application/pdf', pdf());
    await page.getByRole('button', { name: 'Resubmit' }).click();
    await confirm(page, 'Resubmit');
    await page.getByText('Under review: its data and documents cannot change').waitFor();

    // The operator approves; the accounts open.
    await operator.page.goto(`/merchant/review?id=${id}`);
    await operator.page.getByRole('button', { name: '通过' }).click();
    await confirm(operator.page, '通过');
    await page.goto(`${merchantUrl.split('?')[0]}?id=${id}&tab=accounts`);
    await page.getByRole('cell', { name: 'USD', exact: true }).first().waitFor();
    await screenshot(page, 'merchant-accounts-en');

    // The partner pays the merchant from the Payment screen.
    await page.goto('/payment');
    await form.choose('merchantAccount', /Ana Silva \(USD/);
    await form.field('amount').fill('125.00');
    // Continue shows the review (from, to, amount, fee, total); nothing is paid before Confirm.
    let created = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/payment-order/create')) created += 1;
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const review = page.getByTestId('merchant-order-review');
    await review.getByRole('heading', { name: 'Review the payment' }).waitFor();
    const reviewText = await review.textContent();
    expect(reviewText).toContain('Partner account (USD)');
    expect(reviewText).toContain('Ana Silva');
    expect(reviewText).toContain('125.00 USD');
    expect(reviewText).toMatch(/Total from Partner account \(USD\)/);
    await screenshot(page, 'payment-review-en');
    expect(created).toBe(0);
    const paid = page.waitForResponse((r) => r.url().endsWith('/payment-order/create'));
    await review.getByRole('button', { name: 'Confirm payment' }).click();
    expect((await paid).status()).toBe(200);
    expect(created).toBe(1);
    const call = await apiAs(stack);
    const detail = await call<{ status: string; accounts: { currency: string; balance: string }[] }>(
      '/api/portal/cms/merchant/get',
      { id },
    );
    expect(detail.status).toBe('approved');
    expect(detail.accounts.find((a) => a.currency === 'USD')!.balance).toBe('125.00');

    // The dashboard lists it, newest first, with its status.
    await page.goto('/dashboard');
    const row = page.getByTestId('dashboard-merchant').first();
    await row.getByText('Ana Silva').waitFor();
    expect(await row.textContent()).toContain('Approved');
    await screenshot(page, 'merchant-dashboard-en', { fullPage: true });

    // In Chinese, the same merchant reads in Chinese.
    const { shell } = { shell: (await import('./pages/shell')).Shell };
    await new shell(page).switchLanguage('zh-cn');
    await page.goto(merchantUrl.replace(/tab=[a-z]+/, 'tab=details'));
    await page.getByText('已通过').first().waitFor();
    await screenshot(page, 'merchant-details-zh-cn', { fullPage: true });

    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedErrors(operator.errors)).toEqual([]);
  }, 900_000);
});
