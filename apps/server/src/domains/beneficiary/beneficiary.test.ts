import { describe, expect, it } from 'vitest';
import { useTestApp, useSignedIn, expectEnvelope } from '../../../test/helpers/app';
import { germanBeneficiary, ordersApi } from '../../../test/helpers/orders';

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

  it('are updated, disabled and deleted only while unused; another partner gets 404', async () => {
    const api = ordersApi(t);
    const b = await api.createBeneficiary(tokens.admin);
    const upd = await t.cms(tokens.admin, 'beneficiary', 'update', {
      ...germanBeneficiary,
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
