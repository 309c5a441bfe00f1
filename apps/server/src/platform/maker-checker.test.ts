import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { materialLinks, users } from '../db/schema/index';
import { samplePdf } from '../db/seed/merchant.seed';
import { demo, expectEnvelope, useSignedIn, useTestApp } from '../../test/helpers/app';
import { multipart } from '../../test/helpers/multipart';

/** Maker ≠ checker for every review in the product: the operator as the maker. */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'operator');

const createMaterial = async (token: string, amount: string) => {
  const { payload, contentType } = multipart(
    { name: `Invoice ${amount}`, currency: 'USD', amount },
    { transactionCertificate: { name: 'invoice.pdf', type: 'application/pdf', bytes: samplePdf(['INV']) } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/portal/cms/material/create',
    payload,
    headers: { access_token: token, 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: string } }).data.id;
};

const newVirtualAccount = async (token: string, alias: string) => {
  const res = await t.cms(token, 'virtual-account', 'create', { country: 'US', businessType: 20, alias });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: string } }).data.id;
};

/** A self-review: 403, the thing named, in English and in Chinese. */
const expectRefused = async (
  call: (language: string) => Promise<import('light-my-request').Response>,
  thing: string,
  thingZh: string,
) => {
  const en = await call('en');
  expect(en.statusCode).toBe(403);
  expect(expectEnvelope(en)).toMatchObject({
    code: '40390',
    msg: `You made or submitted this ${thing}, so another user must review it.`,
  });
  const zh = await call('zh_CN');
  expect(zh.statusCode).toBe(403);
  expect(expectEnvelope(zh).msg).toBe(`该${thingZh}由您创建或提交，须由其他用户审核。`);
};

describe('whoever made a thing never reviews it', () => {
  it('the operator cannot approve or reject a trade material it uploaded itself; another’s it can', async () => {
    const own = await createMaterial(tokens.operator, '10.00');
    for (const action of ['approve', 'reject'])
      await expectRefused(
        (language) =>
          t.cms(tokens.operator, 'material', 'review', { id: own, action, comments: 'mine', language }),
        'trade material',
        '贸易材料',
      );
    const theirs = await createMaterial(tokens.admin, '11.00');
    const ok = await t.cms(tokens.operator, 'material', 'review', { id: theirs, action: 'approve' });
    expect(ok.statusCode).toBe(200);
  });

  it('the operator cannot open or reject a virtual account application it made itself', async () => {
    const own = await newVirtualAccount(tokens.operator, 'Operator own');
    for (const action of ['open', 'reject'])
      await expectRefused(
        (language) =>
          t.cms(tokens.operator, 'virtual-account', 'call', { id: own, action, reason: 'mine', language }),
        'virtual account application',
        '虚拟账户申请',
      );
    const get = await t.cms(tokens.operator, 'virtual-account', 'get', { id: own });
    expect(get.json().data).toMatchObject({ openedAt: null });
  });

  it('the operator cannot confirm or reject a material link it made itself', async () => {
    const materialId = await createMaterial(tokens.admin, '50.00');
    expect(
      (await t.cms(tokens.operator, 'material', 'review', { id: materialId, action: 'approve' })).statusCode,
    ).toBe(200);
    const va = await newVirtualAccount(tokens.admin, 'Link test');
    expect(
      (await t.cms(tokens.operator, 'virtual-account', 'call', { id: va, action: 'open' })).statusCode,
    ).toBe(200);
    const sim = await t.cms(tokens.operator, 'collection', 'call', {
      action: 'simulate',
      virtualAccountId: va,
      amount: '50.00',
    });
    expect(sim.statusCode).toBe(200);
    const collection = (await t.cms(tokens.admin, 'collection', 'page', { virtualAccountId: va })).json().data
      .records[0] as { id: string };
    const made = await t.cms(tokens.admin, 'material-link', 'create', {
      materialId,
      collectionId: collection.id,
      amount: '20.00',
    });
    expect(made.statusCode, made.body).toBe(200);
    const linkId = (made.json() as { data: { id: string } }).data.id;
    // The link as the operator's own (an operator links its own partner's papers the same way).
    const [operator] = await t.db.select().from(users).where(eq(users.email, demo.operator));
    await t.db.update(materialLinks).set({ createdBy: operator!.id }).where(eq(materialLinks.id, linkId));
    for (const action of ['confirm', 'reject'])
      await expectRefused(
        (language) =>
          t.cms(tokens.operator, 'material-link', 'call', { id: linkId, action, comments: 'x', language }),
        'material link',
        '材料关联',
      );
    const [link] = await t.db.select().from(materialLinks).where(eq(materialLinks.id, linkId));
    expect(link!.status).toBe(1);
  });
});
