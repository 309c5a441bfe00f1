import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { collections, materialLinks, materials } from '../../db/schema/index';
import { samplePdf, samplePng } from '../../db/seed/merchant.seed';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import { expectReconciled } from '../../../test/helpers/orders';
import { multipart, type UploadFile } from '../../../test/helpers/multipart';

const pdf = (): UploadFile => ({
  name: 'invoice.pdf',
  type: 'application/pdf',
  bytes: samplePdf(['Invoice INV-1']),
});
const png = (): UploadFile => ({
  name: 'bill-of-lading.png',
  type: 'image/png',
  bytes: samplePng([40, 80, 120]),
});

const createMaterial = (
  token: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
  lang = 'en',
) => {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/cms/material/create',
    payload,
    headers: { access_token: token, 'content-type': contentType, 'accept-language': lang },
  });
};

type Material = {
  id: string;
  status: number;
  transactionCertificate: object | null;
  amount: string;
  linked: string;
  linking: string;
  linkable: string;
};
type Collection = {
  id: string;
  amount: string;
  linked: string;
  linking: string;
  linkable: string;
  documentation: string;
};

const material = async (
  amount: string,
  currency = 'USD',
  files: Record<string, UploadFile> = { transactionCertificate: pdf() },
) => {
  const res = await createMaterial(tokens.admin, { name: `Invoice ${amount}`, currency, amount }, files);
  expect(res.statusCode).toBe(200);
  return res.json().data as Material;
};
const getMaterial = async (id: string, token = tokens.admin) =>
  (await t.cms(token, 'material', 'get', { id })).json().data as Material;
const getCollection = async (id: string) =>
  (await t.cms(tokens.admin, 'collection', 'get', { id })).json().data as Collection;
const reviewMaterial = (id: string, action: 'approve' | 'reject', comments = '') =>
  t.cms(tokens.operator, 'material', 'review', { id, action, comments });
const link = (materialId: string, collectionId: string, amount: string, token = tokens.admin) =>
  t.cms(token, 'material-link', 'create', { materialId, collectionId, amount });
const callLink = (id: string, action: string, token: string, comments = '') =>
  t.cms(token, 'material-link', 'call', { id, action, comments });

/** A collection of `amount` on a freshly opened virtual account in `country` (its currency). */
const collection = async (amount: string, country = 'US') => {
  const va = (
    await t.cms(tokens.admin, 'virtual-account', 'create', {
      country,
      businessType: 20,
      alias: `M ${amount}`,
    })
  ).json().data as { id: string };
  expect(
    (await t.cms(tokens.operator, 'virtual-account', 'call', { id: va.id, action: 'open' })).statusCode,
  ).toBe(200);
  const sim = await t.cms(tokens.operator, 'collection', 'call', {
    action: 'simulate',
    virtualAccountId: va.id,
    amount,
  });
  expect(sim.statusCode).toBe(200);
  const page = (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va.id })).json().data;
  return page.records[0] as Collection;
};

/** The three amounts on both sides add up: linked and linking equal what the links hold. */
const expectAmountsWhole = async () => {
  const ms = await t.db.select().from(materials);
  const ls = await t.db.select().from(materialLinks);
  const cs = await t.db.select().from(collections);
  const sum = (rows: typeof ls, status: number) =>
    rows.filter((l) => l.status === status).reduce((a, l) => a + l.amount, 0n);
  for (const m of ms) {
    const own = ls.filter((l) => l.materialId === m.id);
    expect([m.linking, m.linked]).toEqual([sum(own, 1), sum(own, 2)]);
    expect(m.linked + m.linking <= m.amount).toBe(true);
  }
  for (const c of cs) {
    const own = ls.filter((l) => l.collectionId === c.id);
    expect([c.linking, c.linked]).toEqual([sum(own, 1), sum(own, 2)]);
  }
};

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'viewer', 'other', 'operator');

describe('materials', () => {
  it('the demo has materials in each review state, and collections fully, partly and not documented', async () => {
    const all = (await t.cms(tokens.admin, 'material', 'page', { size: 100 })).json().data
      .records as Material[];
    expect(new Set(all.map((m) => m.status))).toEqual(new Set([1, 2, 3]));
    const docs = async (documentation: string) =>
      (await t.cms(tokens.admin, 'collection', 'page', { documentation })).json().data.total as number;
    expect(await docs('full')).toBeGreaterThan(0);
    expect(await docs('partly')).toBeGreaterThan(0);
    expect(await docs('none')).toBeGreaterThan(0);
    const links = (await t.cms(tokens.admin, 'material-link', 'page', {})).json().data.records as {
      status: number;
    }[];
    expect(new Set(links.map((l) => l.status))).toEqual(new Set([1, 2]));
    const file = await t.cms(tokens.admin, 'material', 'download', {
      id: all[0]!.id,
      kind: all[0]!.transactionCertificate ? 'transactionCertificate' : 'logisticsCertificate',
    });
    expect(file.statusCode).toBe(200);
    await expectAmountsWhole();
  });

  it('uploads with both certificates, under review; the files come back as sent, to this partner and the operator only', async () => {
    const res = await createMaterial(
      tokens.admin,
      { name: 'March shipment', currency: 'USD', amount: '1500.00', comments: 'Invoice and bill of lading' },
      { transactionCertificate: pdf(), logisticsCertificate: png() },
    );
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({
      name: 'March shipment',
      currency: 'USD',
      amount: '1500.00',
      linked: '0.00',
      linking: '0.00',
      linkable: '1500.00',
      status: 1,
      transactionCertificate: { fileName: 'invoice.pdf', contentType: 'application/pdf' },
      logisticsCertificate: { fileName: 'bill-of-lading.png', contentType: 'image/png' },
    });
    expect(m.materialNo).toMatch(/^MT\d{6}$/);
    const file = await t.cms(tokens.admin, 'material', 'download', {
      id: m.id,
      kind: 'logisticsCertificate',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png().bytes)).toBe(true);
    expect(
      (await t.cms(tokens.operator, 'material', 'download', { id: m.id, kind: 'transactionCertificate' }))
        .statusCode,
    ).toBe(200);
    // Another partner: 404 on the record and its files, and not in its list.
    expect((await t.cms(tokens.other, 'material', 'get', { id: m.id })).statusCode).toBe(404);
    expect(
      (await t.cms(tokens.other, 'material', 'download', { id: m.id, kind: 'transactionCertificate' }))
        .statusCode,
    ).toBe(404);
    const theirs = (await t.cms(tokens.other, 'material', 'page', {})).json().data;
    expect(theirs.records.map((r: { id: string }) => r.id)).not.toContain(m.id);
    // The list finds it by number and by name, and by status.
    const found = (await t.cms(tokens.admin, 'material', 'page', { search: m.materialNo, status: 1 })).json()
      .data;
    expect(found.records.map((r: { id: string }) => r.id)).toEqual([m.id]);
    expect(
      (await t.cms(tokens.admin, 'material', 'page', { search: 'march ship', status: 2 })).json().data.total,
    ).toBe(0);
  });

  it('refuses, naming the rule, and keeps nothing: no certificate, 1,048,577 bytes, a renamed executable, a bad amount', async () => {
    const [before] = await t.db.select({ n: count() }).from(materials);
    const none = await createMaterial(
      tokens.admin,
      { name: 'No files', currency: 'USD', amount: '10.00' },
      {},
    );
    expect(none.statusCode).toBe(400);
    expect(expectEnvelope(none).msg).toMatch(/at least one/);
    const big = Buffer.concat([samplePdf(['big']), Buffer.alloc(1_048_577)]).subarray(0, 1_048_577);
    const tooBig = await createMaterial(
      tokens.admin,
      { name: 'Too big', currency: 'USD', amount: '10.00' },
      { transactionCertificate: { name: 'big.pdf', type: 'application/pdf', bytes: big } },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(expectEnvelope(tooBig).msg).toMatch(/1 MB/);
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'),
      Buffer.alloc(300),
    ]);
    const renamed = await createMaterial(
      tokens.admin,
      { name: 'Renamed', currency: 'USD', amount: '10.00' },
      {
        transactionCertificate: pdf(),
        logisticsCertificate: { name: 'photo.png', type: 'image/png', bytes: exe },
      },
      'zh-CN',
    );
    expect(renamed.statusCode).toBe(415);
    expect(expectEnvelope(renamed).msg).toMatch(/仅接受 PDF、JPEG 或 PNG/);
    const decimals = await createMaterial(
      tokens.admin,
      { name: 'Cents', currency: 'USD', amount: '10.001' },
      { transactionCertificate: pdf() },
    );
    expect(decimals.statusCode).toBe(400);
    expect(expectEnvelope(decimals).msg).toMatch(/at most 2 decimals/);
    const zero = await createMaterial(
      tokens.admin,
      { name: 'Zero', currency: 'USD', amount: '0' },
      { transactionCertificate: pdf() },
    );
    expect(zero.statusCode).toBe(400);
    const noName = await createMaterial(
      tokens.admin,
      { name: ' ', currency: 'USD', amount: '5.00' },
      { transactionCertificate: pdf() },
    );
    expect(noName.statusCode).toBe(400);
    // A viewer may not upload.
    expect(
      (
        await createMaterial(
          tokens.viewer,
          { name: 'V', currency: 'USD', amount: '5.00' },
          { transactionCertificate: pdf() },
        )
      ).statusCode,
    ).toBe(403);
    const [after] = await t.db.select({ n: count() }).from(materials);
    expect(after?.n).toBe(before?.n);
  });

  it('the operator approves or rejects with comments; a partner cannot review; a decision is made once', async () => {
    const a = await material('100.00');
    expect(
      (await t.cms(tokens.admin, 'material', 'review', { id: a.id, action: 'approve' })).statusCode,
    ).toBe(404);
    expect((await reviewMaterial(a.id, 'reject')).statusCode).toBe(400);
    const approved = await reviewMaterial(a.id, 'approve', 'Matches the invoice');
    expect(approved.json().data).toMatchObject({ status: 2, reviewComments: 'Matches the invoice' });
    const again = await reviewMaterial(a.id, 'reject', 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(expectEnvelope(again).msg).toMatch(/Approved/);
    const b = await material('200.00');
    const rejected = await reviewMaterial(b.id, 'reject', 'The invoice is unreadable');
    expect(rejected.json().data).toMatchObject({ status: 3, reviewComments: 'The invoice is unreadable' });
  });
});

describe('material links', () => {
  it('a collection whose link awaits confirmation reads "Awaiting confirmation" with its share, never "0% Not documented"', async () => {
    const m = await material('300.00');
    const c = await collection('400.00');
    await link(m.id, c.id, '300.00');
    const shown = {
      documentation: 'none',
      documentationState: 'pending',
      documentedPercent: 0,
      pendingPercent: 75,
    };
    expect(await getCollection(c.id)).toMatchObject(shown);
    const listed = (
      await t.cms(tokens.admin, 'collection', 'page', { documentation: 'none', size: 100 })
    ).json().data.records as { id: string }[];
    expect(listed.find((r) => r.id === c.id)).toMatchObject(shown);
    for (const [language, words] of [
      ['en', 'Awaiting confirmation'],
      ['zh_CN', '待确认'],
    ]) {
      const csv = await t.cms(tokens.admin, 'collection', 'export', {
        format: 'csv',
        language,
        filter: { minAmount: '400.00', maxAmount: '400.00' },
      });
      const row = csv.body.split('\n').find((l) => l.includes('400.00') && l.includes('300.00'));
      expect(row).toContain(words);
      expect(row).not.toContain(language === 'en' ? 'Not documented' : '未提交材料');
    }
  });

  it('links one material to two collections, confirms, unlinks; the three amounts hold on both sides', async () => {
    const m = await material('1000.00');
    const c1 = await collection('600.00');
    const c2 = await collection('700.00');
    const l1 = (await link(m.id, c1.id, '600.00')).json().data;
    expect(l1).toMatchObject({ status: 1, amount: '600.00', materialId: m.id, collectionId: c1.id });
    expect(await getMaterial(m.id)).toMatchObject({ linking: '600.00', linked: '0.00', linkable: '400.00' });
    expect(await getCollection(c1.id)).toMatchObject({
      linking: '600.00',
      linkable: '0.00',
      documentation: 'none',
    });
    // Above what the material can still link: refused with both figures.
    const over = await link(m.id, c2.id, '400.01');
    expect(over.statusCode).toBe(409);
    expect(expectEnvelope(over).msg).toBe('400.01 USD is more than the material can still link: 400.00 USD.');
    const l2 = (await link(m.id, c2.id, '400.00')).json().data;
    expect(await getMaterial(m.id)).toMatchObject({ linking: '1000.00', linkable: '0.00' });
    // The same pair twice while active: refused.
    expect((await link(m.id, c1.id, '1.00')).statusCode).toBe(409);

    // Confirming needs an approved material.
    const early = await callLink(l1.id, 'confirm', tokens.operator);
    expect(early.statusCode).toBe(409);
    expect(expectEnvelope(early).msg).toMatch(/approve it before confirming/);
    // Only the operator confirms.
    expect((await callLink(l1.id, 'confirm', tokens.admin)).statusCode).toBe(404);
    expect((await reviewMaterial(m.id, 'approve', 'ok')).statusCode).toBe(200);
    expect((await callLink(l1.id, 'confirm', tokens.operator)).json().data.status).toBe(2);
    expect(await getCollection(c1.id)).toMatchObject({
      linked: '600.00',
      linking: '0.00',
      documentation: 'full',
    });
    expect((await callLink(l1.id, 'confirm', tokens.operator)).statusCode).toBe(409);
    const rejected = await callLink(l2.id, 'reject', tokens.operator, 'Amount does not match the invoice');
    expect(rejected.json().data).toMatchObject({ status: 3, comments: 'Amount does not match the invoice' });
    expect(await getMaterial(m.id)).toMatchObject({ linked: '600.00', linking: '0.00', linkable: '400.00' });
    expect(await getCollection(c2.id)).toMatchObject({ linked: '0.00', linkable: '700.00' });

    // Partly documented, then unlinked: the amount comes back.
    const l3 = (await link(m.id, c2.id, '350.00')).json().data;
    await callLink(l3.id, 'confirm', tokens.operator);
    expect(await getCollection(c2.id)).toMatchObject({ linked: '350.00', documentation: 'partly' });
    const page = (await t.cms(tokens.admin, 'collection', 'page', { documentation: 'partly' })).json().data;
    expect(page.records.map((r: { id: string }) => r.id)).toContain(c2.id);
    expect((await callLink(l1.id, 'unlink', tokens.other)).statusCode).toBe(404);
    expect((await callLink(l1.id, 'unlink', tokens.admin)).json().data.status).toBe(4);
    expect((await callLink(l1.id, 'unlink', tokens.admin)).statusCode).toBe(409);
    expect(await getMaterial(m.id)).toMatchObject({ linked: '350.00', linking: '0.00', linkable: '650.00' });
    expect(await getCollection(c1.id)).toMatchObject({
      linked: '0.00',
      linkable: '600.00',
      documentation: 'none',
    });
    // The links list filters by material and status.
    const links = (await t.cms(tokens.admin, 'material-link', 'page', { materialId: m.id })).json().data;
    expect(links.total).toBe(3);
    expect(
      (await t.cms(tokens.admin, 'material-link', 'page', { materialId: m.id, status: 2 }))
        .json()
        .data.records.map((r: { id: string }) => r.id),
    ).toEqual([l3.id]);
    await expectAmountsWhole();
    await expectReconciled(t.db);
  });

  it('refuses another currency, another partner, a rejected material; a rejected material releases its pending links', async () => {
    const usd = await material('300.00');
    const eur = await collection('300.00', 'DE');
    const mixed = await link(usd.id, eur.id, '10.00');
    expect(mixed.statusCode).toBe(400);
    expect(expectEnvelope(mixed).msg).toMatch(/USD.*EUR/);
    const c = await collection('250.00');
    expect((await link(usd.id, c.id, '10.00', tokens.other)).statusCode).toBe(404);
    expect((await link(usd.id, c.id, '0.00')).statusCode).toBe(400);
    const over = await link(usd.id, c.id, '260.00');
    expect(expectEnvelope(over).msg).toBe(
      '260.00 USD is more than the collection can still link: 250.00 USD.',
    );
    const pending = (await link(usd.id, c.id, '250.00')).json().data;
    expect((await reviewMaterial(usd.id, 'reject', 'Wrong buyer')).statusCode).toBe(200);
    expect(
      (await t.cms(tokens.admin, 'material-link', 'page', { materialId: usd.id })).json().data.records[0],
    ).toMatchObject({
      id: pending.id,
      status: 3,
    });
    expect(await getCollection(c.id)).toMatchObject({ linking: '0.00', linkable: '250.00' });
    const again = await link(usd.id, c.id, '10.00');
    expect(again.statusCode).toBe(409);
    expect(expectEnvelope(again).msg).toMatch(/rejected material/);
    await expectAmountsWhole();
  });

  it('concurrent link requests never over-link either side', async () => {
    const m = await material('100.00');
    const cs = await Promise.all(['40.00', '40.00', '40.00', '40.00'].map((a) => collection(a)));
    // Four links of 30 against a material of 100: three fit.
    const results = await Promise.all(cs.map((c) => link(m.id, c.id, '30.00')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(1);
    expect(await getMaterial(m.id)).toMatchObject({ linking: '90.00', linkable: '10.00' });
    // Five materials at once on one collection of 40: 25 + 25 do not both fit.
    const ms = await Promise.all(['25.00', '25.00', '25.00'].map((a) => material(a)));
    const c = await collection('40.00');
    const racing = await Promise.all(ms.map((x) => link(x.id, c.id, '25.00')));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await getCollection(c.id)).toMatchObject({ linking: '25.00', linkable: '15.00' });
    await expectAmountsWhole();
    await expectReconciled(t.db);
  });
});
