import { describe, expect, it } from 'vitest';
import { useTestApp, useSignedIn, expectEnvelope, type TestApp } from './helpers/app';
import { germanBeneficiary } from './fixtures/beneficiary';

/** The registries' rules as the API applies them: IBAN prefixes, current currencies, full phone plans. */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'finance');

const fieldErrors = (res: Awaited<ReturnType<TestApp['cms']>>) => {
  expect(res.statusCode).toBe(400);
  return (expectEnvelope(res) as { data: { fieldErrors: Record<string, string[]> } }).data.fieldErrors;
};

describe('reference data at the API', () => {
  it('judges phones by the full numbering plan, in the request’s language', async () => {
    // Possible by the small metadata the form uses, but in no range Poland assigns.
    const en = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      phone: '+48196911771',
    });
    expect(fieldErrors(en)).toEqual({ phone: ['The format of phone number is incorrect'] });
    const zh = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      phone: '+48196911771',
      language: 'zh-CN',
    });
    expect(fieldErrors(zh)).toEqual({ phone: ['电话号码格式不正确'] });
    const ok = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      phone: '+48221234567',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone).toBe('+48221234567');
  });

  it('pays registry countries to an IBAN and refuses prefixes the registry does not list', async () => {
    const russian = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      country: 'RU',
      bankCountry: 'RU',
      currency: 'USD',
      swift: 'SABRRUMM',
      iban: 'RU03 0445 2522 5408 1781 0538 0913 1041 9',
    });
    expect(russian.statusCode).toBe(200);
    expect(russian.json().data.iban).toBe('RU0304452522540817810538091310419');

    const guadeloupe = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      bankCountry: 'GP',
      swift: 'AGRIGPGX',
      iban: 'GP11 2004 1010 0505 0001 3M02 606',
    });
    expect(fieldErrors(guadeloupe).iban).toEqual([
      "This IBAN's country code is not in the IBAN registry (overseas territories use their country's, e.g. FR for Guadeloupe)",
    ]);
    // Guadeloupe banks under FR: with no IBAN, it asks for the account number.
    expect(fieldErrors(guadeloupe).bankNumber).toEqual(['This field is required']);
  });

  it('refuses withdrawn and fund currencies for anything new, yet finds records by them', async () => {
    for (const currency of ['BGN', 'ANG', 'CUC', 'CLF']) {
      const res = await t.cms(tokens.finance, 'beneficiary', 'create', { ...germanBeneficiary, currency });
      expect(fieldErrors(res), currency).toEqual({
        currency: ['This currency is withdrawn or a fund code: choose a current currency'],
      });
    }
    const zh = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      currency: 'BGN',
      language: 'zh-CN',
    });
    expect(fieldErrors(zh).currency).toEqual(['该货币已停止流通或为基金代码，请选择现行货币']);
    const quote = await t.cms(tokens.finance, 'exchange-quote', 'create', {
      sellCurrency: 'USD',
      buyCurrency: 'BGN',
      fixedSide: 'sell',
      amount: '100',
    });
    expect(Object.keys(fieldErrors(quote))).toEqual(['buyCurrency']);
    const xcg = await t.cms(tokens.finance, 'beneficiary', 'create', {
      ...germanBeneficiary,
      currency: 'XCG',
      name: 'Curaçao payee',
    });
    expect(xcg.statusCode).toBe(200);

    const history = await t.cms(tokens.finance, 'transaction', 'page', {
      page: 1,
      size: 10,
      currency: 'BGN',
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.total).toBe(0);
  });
});
