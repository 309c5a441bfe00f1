import { describe, expect, it } from 'vitest';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import { germanBeneficiary, musterUsdBeneficiary, ordersApi } from '../../../test/helpers/orders';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other');

describe('beneficiaries', () => {
  it('are created with normalised bank data and listed, searched and filtered', async () => {
    const res = await t.cms(tokens.finance, 'beneficiary', 'create', germanBeneficiary);
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ status: 1, iban: 'DE89370400440532013000', swift: 'DEUTDEFF', country: 'DE' });
    const page = (await t.cms(tokens.viewer, 'beneficiary', 'page', { search: 'muster' })).json().data;
    expect(page.records.map((r: { id: string }) => r.id)).toContain(b.id);
    // The currency filter: the demo's USD payees only, never this EUR one.
    const usd = (await t.cms(tokens.viewer, 'beneficiary', 'page', { currency: 'USD', size: 100 })).json()
      .data;
    expect(usd.records.map((r: { id: string }) => r.id)).not.toContain(b.id);
    expect(usd.records.every((r: { currency: string }) => r.currency === 'USD')).toBe(true);
    expect(usd.total).toBe(usd.records.length);
  });

  it('refuse bad bank data field by field, in the request’s language', async () => {
    const res = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...germanBeneficiary,
      iban: 'DE89370400440532013001',
      swift: 'DEUTDEF',
      phone: '12345',
    });
    expect(res.statusCode).toBe(400);
    const body = expectEnvelope(res) as { data: { fieldErrors: Record<string, string[]> } };
    expect(body.data.fieldErrors.iban).toEqual([
      'Not a valid IBAN (wrong length for its country or wrong check digits)',
    ]);
    expect(body.data.fieldErrors.swift?.[0]).toBe('SWIFT must be 8 or 11 characters');
    expect(body.data.fieldErrors.phone).toEqual(['The format of phone number is incorrect']);

    const zh = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...germanBeneficiary,
      idIssuedDate: '2030-01-01',
      idExpiryDate: '2020-01-01',
      language: 'zh-CN',
    });
    expect(zh.json().data.fieldErrors.idExpiryDate).toEqual(['证件签发日期须早于到期日期']);

    const au = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...germanBeneficiary,
      country: 'AU',
      bankCountry: 'AU',
      currency: 'AUD',
      iban: '',
      swift: '',
    });
    expect(Object.keys(au.json().data.fieldErrors).sort()).toEqual(['bankNumber', 'bsbNumber']);
    const future = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...germanBeneficiary,
      incorporationDate: '2999-01-01',
    });
    expect(future.json().data.fieldErrors.incorporationDate).toEqual([
      'The incorporation date cannot be in the future',
    ]);
  });

  it('take a phone typed with spaces and keep it in E.164', async () => {
    const res = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...germanBeneficiary,
      name: 'Phone Typed GmbH',
      phone: '+49 (30) 1234-5678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe('+493012345678');
  });

  it('are updated, disabled and deleted only while unused; another partner gets 404', async () => {
    const api = ordersApi(t);
    const b = await api.createBeneficiary(tokens.admin);
    const upd = await t.cms(tokens.admin, 'beneficiary', 'update', {
      ...germanBeneficiary,
      name: 'Muster Nord GmbH',
      id: b.id,
      city: 'Hamburg',
    });
    expect(upd.json().data.city).toBe('Hamburg');
    for (const op of ['get', 'delete'])
      expect((await t.cms(tokens.other, 'beneficiary', op, { id: b.id })).statusCode).toBe(404);
    expect(
      (await t.cms(tokens.other, 'beneficiary', 'update', { ...germanBeneficiary, id: b.id })).statusCode,
    ).toBe(404);
    expect((await t.cms(tokens.other, 'beneficiary', 'call', { id: b.id, status: 2 })).statusCode).toBe(404);
    expect(
      (
        await t.cms(tokens.other, 'withdrawal-account', 'create', {
          beneficiaryId: b.id,
          currency: 'USD',
          accountNumber: '1',
        })
      ).statusCode,
    ).toBe(404);

    await api.createAccount(tokens.admin, b.id);
    const del = await t.cms(tokens.admin, 'beneficiary', 'delete', { id: b.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe(
      'The beneficiary has withdrawal accounts. Disable it instead of deleting it.',
    );
    expect(
      (await t.cms(tokens.admin, 'beneficiary', 'call', { id: b.id, status: 2 })).json().data.status,
    ).toBe(2);
    const blocked = await t.cms(tokens.admin, 'withdrawal-account', 'create', {
      beneficiaryId: b.id,
      currency: 'USD',
      accountNumber: '2',
    });
    expect(blocked.statusCode).toBe(409);

    const unused = await api.createBeneficiary(tokens.admin);
    expect((await t.cms(tokens.admin, 'beneficiary', 'delete', { id: unused.id })).statusCode).toBe(200);
    expect((await t.cms(tokens.admin, 'beneficiary', 'get', { id: unused.id })).statusCode).toBe(404);
  });

  it('cannot be created or changed by a viewer', async () => {
    expect((await t.cms(tokens.viewer, 'beneficiary', 'create', germanBeneficiary)).statusCode).toBe(403);
    expect((await t.cms(tokens.viewer, 'withdrawal-account', 'create', {})).statusCode).toBe(403);
  });
});

describe('the same payee twice', () => {
  const dup = { ...germanBeneficiary, name: 'Doppel GmbH', iban: 'DE75 5121 0800 1245 1261 99' };
  it('is refused with 409, however its name is spaced or cased, even when added at once', async () => {
    const [a, b] = await Promise.all([
      t.cms(tokens.admin, 'beneficiary', 'create', dup),
      t.cms(tokens.finance, 'beneficiary', 'create', dup),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await t.cms(tokens.admin, 'beneficiary', 'create', { ...dup, name: '  doppel   GMBH ' });
    expect(again.statusCode).toBe(409);
    expect(expectEnvelope(again)).toMatchObject({
      code: '40979',
      msg: 'This beneficiary already exists (Doppel GmbH): same name, account and currency. Edit that one instead.',
    });
    const zh = await t.cms(tokens.admin, 'beneficiary', 'create', { ...dup, language: 'zh-CN' });
    expect(zh.json().msg).toBe('该收款人已存在（Doppel GmbH）：名称、账户和币种均相同，请编辑已有的收款人。');
    const page = await t.cms(tokens.admin, 'beneficiary', 'page', { search: 'Doppel', page: 1, size: 10 });
    expect(page.json().data.total).toBe(1);
  });

  it('another account, currency or name is another payee; an edit cannot make one the same as another', async () => {
    const other = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...dup,
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(other.statusCode).toBe(200);
    expect((await t.cms(tokens.admin, 'beneficiary', 'create', { ...dup, currency: 'USD' })).statusCode).toBe(
      200,
    );
    const id = other.json().data.id;
    const clash = await t.cms(tokens.admin, 'beneficiary', 'update', { ...dup, id });
    expect(clash.statusCode).toBe(409);
    const self = await t.cms(tokens.admin, 'beneficiary', 'update', {
      ...dup,
      iban: 'DE89 3704 0044 0532 0130 00',
      id,
      city: 'Hamburg',
    });
    expect(self.statusCode).toBe(200);
    // Another partner's payee is never "the same".
    expect((await t.cms(tokens.other, 'beneficiary', 'create', dup)).statusCode).toBe(200);
  });
});

describe('withdrawal accounts', () => {
  const account = (token: string, beneficiaryId: string, body: object) =>
    t.cms(token, 'withdrawal-account', 'create', { beneficiaryId, ...body });
  const refused = (res: Awaited<ReturnType<typeof t.cms>>) => {
    expect(res.statusCode).toBe(400);
    return (expectEnvelope(res) as { data: { fieldErrors: Record<string, string[]> } }).data.fieldErrors;
  };

  it('a German bank is paid to a valid German IBAN, in the currency the beneficiary receives', async () => {
    const api = ordersApi(t);
    const b = await api.createBeneficiary(tokens.admin);
    const bad = await account(tokens.admin, b.id, { currency: 'EUR', accountNumber: 'not-an-iban!!' });
    expect(refused(bad)).toEqual({
      accountNumber: ["The beneficiary's bank is in an IBAN country: enter a valid IBAN of that country"],
    });
    const zh = await account(tokens.admin, b.id, {
      currency: 'GBP',
      accountNumber: 'DE89370400440532013001',
      language: 'zh-CN',
    });
    expect(refused(zh)).toEqual({
      accountNumber: ['收款人的开户行所在国家使用 IBAN：请输入该国家的有效 IBAN'],
      currency: ['提现账户须以收款人的收款币种付款'],
    });
    const gbp = await account(tokens.admin, b.id, {
      currency: 'GBP',
      accountNumber: 'DE89370400440532013000',
    });
    expect(refused(gbp)).toEqual({
      currency: ['A withdrawal account pays the beneficiary in the currency it receives'],
    });
    // Another country's valid IBAN is not this bank's.
    const british = await account(tokens.admin, b.id, {
      currency: 'EUR',
      accountNumber: 'GB82WEST12345698765432',
    });
    expect(Object.keys(refused(british))).toEqual(['accountNumber']);
    const ok = await account(tokens.admin, b.id, {
      currency: 'EUR',
      accountNumber: 'de89 3704 0044 0532 0130 00',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accountNumber).toBe('DE89370400440532013000');
    // An edit is judged the same way.
    const edit = await t.cms(tokens.admin, 'withdrawal-account', 'update', {
      id: ok.json().data.id,
      beneficiaryId: b.id,
      currency: 'EUR',
      accountNumber: '12345',
    });
    expect(Object.keys(refused(edit))).toEqual(['accountNumber']);
  });

  it('a US bank by US rules (ABA routing on the beneficiary), a Mexican one by CLABE', async () => {
    const api = ordersApi(t);
    const badRouting = await t.cms(tokens.admin, 'beneficiary', 'create', {
      ...musterUsdBeneficiary,
      name: 'Routing Check',
      branchCode: '021000022',
    });
    expect(refused(badRouting)).toEqual({
      branchCode: ['A US routing (ABA) number is 9 digits with a valid check digit'],
    });
    const us = await api.createBeneficiary(tokens.admin, musterUsdBeneficiary);
    const letters = await account(tokens.admin, us.id, { currency: 'USD', accountNumber: 'ABC-123' });
    expect(refused(letters)).toEqual({
      accountNumber: [
        'A US account number is 4–17 digits (the ABA routing number is the beneficiary’s branch code)',
      ],
    });
    const ok = await account(tokens.admin, us.id, { currency: 'USD', accountNumber: '0001 2345 6789' });
    expect(ok.json().data.accountNumber).toBe('000123456789');

    const mx = await api.createBeneficiary(tokens.admin, {
      ...musterUsdBeneficiary,
      bankName: 'Banamex',
      bankCountry: 'MX',
      branchCode: '001',
      bankNumber: '032180000118359719',
      currency: 'MXN',
    });
    const wrongCheck = await account(tokens.admin, mx.id, {
      currency: 'MXN',
      accountNumber: '032180000118359718',
    });
    expect(refused(wrongCheck)).toEqual({
      accountNumber: ['A Mexican account is an 18-digit CLABE with a valid check digit'],
    });
    expect(
      (await account(tokens.admin, mx.id, { currency: 'MXN', accountNumber: '032180000118359719' }))
        .statusCode,
    ).toBe(200);
  });
});
