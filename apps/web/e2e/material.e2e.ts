import { describe, expect, it } from 'vitest';
import { seriousFindings } from './axe';
import { ADMIN, finish, screenshot, settle, signInAs, useStack } from './harness';
import { MaterialPages } from './pages/material-pages';

const OPERATOR = 'operator@remit.test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const stack = useStack();

/** A real (tiny) PDF and a real 1×1 PNG, made here. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Just over the 1 MB limit, with a PDF header. */
const BIG = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
/** Plain text renamed to .pdf: the browser calls it a PDF, its bytes say otherwise. */
const FAKE = Buffer.from('These are not the bytes of a PDF, only a text file renamed.\n'.repeat(20));

describe('Materials and material links', () => {
  it('upload (checks before and after sending) → operator approves → partner links → operator confirms → fully documented', async () => {
    const stamp = Date.now().toString().slice(-6);
    const name = `E2E invoice pack ${stamp}`;
    const amount = `${Number(stamp.slice(-3)) + 100}.25`;
    /** As the screens show it: grouped, two decimals ("1,027.25"). */
    const shown = Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 });

    // ---- the operator simulates a USD collection on Demo Trading Co.'s US account, of the material's amount ----
    const operator = await signInAs(stack, OPERATOR);
    const op = new MaterialPages(operator.page, stack.baseUrl);
    await op.goto('/collection/collections');
    await operator.page.getByRole('button', { name: 'Simulate incoming collection' }).click();
    await op.choose(op.dialog(), /^Virtual Account/, /Amazon US store/);
    await op.dialog().getByLabel('Amount').fill(amount);
    await op.dialog().getByRole('button', { name: 'Simulate' }).click();
    const received = (await operator.shell.toast(/Collection received/).textContent()) ?? '';
    const reference = /Collection received: (\S+)/.exec(received)?.[1] ?? '';
    expect(reference).not.toBe('');

    // ---- the partner uploads a material: refused cases first ----
    const admin = await signInAs(stack, ADMIN);
    const pages = new MaterialPages(admin.page, stack.baseUrl);
    await pages.goto('/collection/materials');
    await admin.page.getByRole('heading', { name: 'Materials', exact: true }).waitFor();
    await settle(admin.page);
    expect(await seriousFindings(admin.page, 'materials list')).toBe('');
    await admin.page.locator('main').getByRole('button', { name: 'Upload material' }).first().click();
    const upload = pages.dialog();
    await upload.getByRole('heading', { name: 'Upload material' }).waitFor();
    // Nothing filled: each rule named, and at least one certificate asked for.
    await upload.getByRole('button', { name: 'Upload material' }).click();
    await upload.getByText('This field is required').first().waitFor();
    await upload.getByText('Add a transaction certificate or a logistics certificate').waitFor();
    await upload.getByLabel('Material name').fill(name);
    await upload.getByLabel('Amount').fill(amount);
    await upload.getByLabel('Comments').fill('Invoice and bill of lading for the yoga mats');
    // Over 1 MB: refused before sending.
    await pages.pickFile('transactionCertificate', 'huge-scan.pdf', 'application/pdf', BIG);
    await upload
      .getByTestId('picker-transactionCertificate')
      .getByText('The file is larger than 1 MB. Choose a smaller file.')
      .waitFor();
    // A text file renamed to .pdf passes the browser's check; the server reads the bytes and refuses it.
    await pages.pickFile('transactionCertificate', 'renamed.pdf', 'application/pdf', FAKE);
    await upload.getByTestId('picker-transactionCertificate').getByText('renamed.pdf').waitFor();
    await upload.getByRole('button', { name: 'Upload material' }).click();
    const refusal = upload.getByTestId('upload-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Only PDF, JPEG or PNG files are accepted/);
    // The real files: a PDF and a PNG (previewed).
    await pages.pickFile('transactionCertificate', 'invoice.pdf', 'application/pdf', PDF);
    await pages.pickFile('logisticsCertificate', 'bill-of-lading.png', 'image/png', PNG);
    await upload.getByRole('img', { name: 'Preview of bill-of-lading.png' }).waitFor();
    await screenshot(admin.page, 'material-upload-en');
    expect(await seriousFindings(admin.page, 'upload dialog')).toBe('');
    await upload.getByRole('button', { name: 'Upload material' }).click();
    const uploaded = (await admin.shell.toast(/uploaded: it is under review/).textContent()) ?? '';
    const materialNo = /Material (\S+) uploaded/.exec(uploaded)?.[1] ?? '';
    expect(materialNo).not.toBe('');
    const row = pages.materialRow(name);
    await row.waitFor();
    expect(await pages.status(row).textContent()).toBe('Under Review');
    expect(await row.textContent()).toContain(materialNo);
    // Under review it may already be linked; the partner has no Review button.
    expect(await row.getByRole('button', { name: `Review ${materialNo}` }).count()).toBe(0);

    // ---- the operator reviews it: both certificates side by side; rejecting needs comments ----
    await op.goto('/collection/materials');
    const opRow = op.materialRow(name);
    await opRow.waitFor();
    expect(await opRow.textContent()).toContain('Demo Trading Co.');
    await opRow.getByRole('button', { name: `Review ${materialNo}` }).click();
    const desk = op.dialog();
    await desk
      .getByTestId('certificate-transactionCertificate')
      .getByRole('button', { name: 'Open PDF in a new tab' })
      .waitFor();
    await desk.getByRole('img', { name: 'Preview of bill-of-lading.png' }).waitFor();
    await operator.page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')).every(
        (i) => i.complete && i.naturalWidth > 0,
      ),
    );
    // The PDF opens in a new tab, from its bytes.
    const [tab] = await Promise.all([
      operator.page.context().waitForEvent('page'),
      desk.getByRole('button', { name: 'Open PDF in a new tab' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    await tab.close();
    await screenshot(operator.page, 'material-review-en');
    expect(await seriousFindings(operator.page, 'review dialog')).toBe('');
    await desk.getByRole('button', { name: 'Reject' }).click();
    await desk.getByText('Say why in the review comments').waitFor();
    await desk.getByRole('button', { name: 'Approve' }).click();
    await operator.shell.toast('Material approved').waitFor();
    await opRow.getByText('Approved').waitFor();

    // ---- the partner links it to the collection: amount defaults to the smaller linkable ----
    await admin.page.reload();
    await row.waitFor();
    expect(await pages.status(row).textContent()).toBe('Approved');
    await row.getByRole('button', { name: `Link ${materialNo} to a collection` }).click();
    const link = pages.dialog();
    await pages.choose(link, /^Collection/, new RegExp(reference));
    expect(await link.getByLabel('Amount').inputValue()).toBe(amount);
    expect(await link.getByTestId('link-linkables').textContent()).toContain(`${shown} USD`);
    await link.getByLabel('Amount').fill(String(Number(amount) + 1));
    await link.getByRole('button', { name: 'Confirm' }).click();
    await link.getByText('The amount is more than what is left to link').waitFor();
    await link.getByLabel('Amount').fill(amount);
    const review = link.getByTestId('link-review');
    await review.waitFor();
    expect(await review.textContent()).toBe(
      `Link ${shown} USD of material ${materialNo} to collection ${reference}; the operator confirms it.`,
    );
    await screenshot(admin.page, 'material-link-en');
    expect(await seriousFindings(admin.page, 'link dialog')).toBe('');
    await link.getByRole('button', { name: 'Confirm' }).click();
    await admin.shell.toast(/Link requested/).waitFor();
    await settle(admin.page);
    await screenshot(admin.page, 'material-list-en', { fullPage: true });

    // The row's Links open the links list for that material.
    await row.getByRole('button', { name: `Links of ${materialNo}` }).click();
    await admin.page.waitForURL(/\/collection\/links\?materialId=/);
    const linkRow = pages.linkRow(materialNo);
    await linkRow.waitFor();
    expect(await pages.status(linkRow).textContent()).toBe('Awaiting confirmation');
    expect(await linkRow.textContent()).toContain(reference);
    // The filter chip names the material it filters on.
    await admin.page.locator('.MuiChip-root', { hasText: `${materialNo} · ` }).waitFor();
    await settle(admin.page);
    expect(await seriousFindings(admin.page, 'links list')).toBe('');

    // ---- the operator confirms the link ----
    await op.goto('/collection/links?status=1');
    const opLink = op.linkRow(materialNo);
    await opLink.waitFor();
    await opLink.getByRole('button', { name: /^Confirm link / }).click();
    await op.dialog().getByRole('button', { name: 'Confirm' }).click();
    await operator.shell.toast('Link confirmed').waitFor();
    await finish(operator.page, operator.errors);

    // ---- the partner: Linked, and the collection Fully documented ----
    await admin.page.reload();
    await linkRow.getByText('Linked').waitFor();
    await settle(admin.page);
    await screenshot(admin.page, 'material-links-en', { fullPage: true });
    await pages.goto('/collection/collections');
    const collection = pages.collectionRow(reference);
    await collection.waitFor();
    expect(await collection.textContent()).toContain('Fully documented');
    expect(await collection.textContent()).toContain('100%');
    // Nothing left to link on it: no Link action any more.
    expect(await collection.getByRole('button', { name: /^Link material to/ }).count()).toBe(0);
    await settle(admin.page);
    await screenshot(admin.page, 'material-collections-en', { fullPage: true });
    await pages.goto('/collection/materials');
    expect(await row.textContent()).toMatch(/0\.00/);

    // ---- the same screens in Chinese ----
    await admin.shell.switchLanguage('zh-cn');
    await pages.goto('/collection/materials');
    await admin.page.getByRole('heading', { name: '贸易材料', exact: true }).waitFor();
    await row.getByText('已通过').waitFor();
    await settle(admin.page);
    await screenshot(admin.page, 'material-list-zh-cn', { fullPage: true });
    expect(await seriousFindings(admin.page, 'materials list zh-cn')).toBe('');
    await admin.page.locator('main').getByRole('button', { name: '上传材料' }).first().click();
    await pages.pickFile('transactionCertificate', 'huge-scan.pdf', 'application/pdf', BIG);
    await pages.dialog().getByText('文件超过 1 MB，请选择更小的文件。').waitFor();
    await pages.dialog().getByRole('button', { name: '取消' }).click();
    await pages.goto('/collection/links');
    await admin.page.getByRole('heading', { name: '材料关联', exact: true }).waitFor();
    await pages.linkRow(materialNo).getByText('已关联').waitFor();
    await settle(admin.page);
    await screenshot(admin.page, 'material-links-zh-cn', { fullPage: true });
    expect(await seriousFindings(admin.page, 'links list zh-cn')).toBe('');
    await admin.shell.switchLanguage('en');
    await finish(admin.page, admin.errors);

    // ---- a phone, 390 px: both screens stack their rows ----
    const phone = await signInAs(stack, ADMIN, PHONE);
    const small = new MaterialPages(phone.page, stack.baseUrl);
    await small.goto('/collection/materials');
    await small.materialRow(name).waitFor();
    await screenshot(phone.page, 'material-list-390', { fullPage: true });
    await small.goto('/collection/links');
    await small.linkRow(materialNo).waitFor();
    await screenshot(phone.page, 'material-links-390', { fullPage: true });
    await finish(phone.page, phone.errors);
  });
});
