import { describe, expect, it } from 'vitest';
import { documentationOf, linkableOf } from './collection';
import { shopCreateRequest, urlField } from './shop';
import {
  clabeCheckDigit,
  defaultSettlementCurrency,
  isValidAbaRouting,
  isValidBrAccount,
  isValidClabe,
  isValidSortCode,
  isValidUkAccount,
  vaDetailProblems,
  virtualAccountCreateRequest,
  type VaDetails,
} from './virtual-account';

const none: VaDetails = {
  accountName: 'Demo Co.',
  bankName: 'Bank',
  bankAddress: '',
  accountNumber: null,
  routingNumber: null,
  sortCode: null,
  iban: null,
  bic: null,
  clabe: null,
  bankCode: null,
  branchCode: null,
};

describe('US ABA routing number (3-7-1 check)', () => {
  it.each(['026009593', '021000021', '011000015'])('accepts %s', (v) =>
    expect(isValidAbaRouting(v)).toBe(true),
  );
  it.each(['026009594', '02600959', 'A26009593', '121000021'])('refuses %s', (v) =>
    expect(isValidAbaRouting(v)).toBe(false),
  );
});

describe('UK sort code and account number', () => {
  it('takes 6 digits (dashes allowed) and 8 digits', () => {
    expect(isValidSortCode('40-47-84')).toBe(true);
    expect(isValidSortCode('404784')).toBe(true);
    expect(isValidSortCode('40478')).toBe(false);
    expect(isValidUkAccount('70872490')).toBe(true);
    expect(isValidUkAccount('7087249')).toBe(false);
  });
});

describe('Mexican CLABE (weights 3-7-1, mod 10)', () => {
  it('accepts published examples and computes their check digit', () => {
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
  });
  it('refuses a wrong check digit or length', () => {
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('00201007777777777')).toBe(false);
  });
});

describe('Brazilian account with its check digit', () => {
  it('needs digits, a dash and a check digit', () => {
    expect(isValidBrAccount('12345678-9')).toBe(true);
    expect(isValidBrAccount('1234-X')).toBe(true);
    expect(isValidBrAccount('123456789')).toBe(false);
  });
});

describe('details per country', () => {
  it('names every missing or malformed field', () => {
    expect(
      vaDetailProblems('US', { ...none, routingNumber: '026009593', accountNumber: '123456789012' }),
    ).toEqual([]);
    expect(vaDetailProblems('US', { ...none, routingNumber: '026009594', accountNumber: '12' })).toEqual([
      'routingNumber',
      'accountNumber',
    ]);
    expect(vaDetailProblems('DE', { ...none, iban: 'DE89370400440532013000', bic: 'COBADEFF' })).toEqual([]);
    expect(vaDetailProblems('DE', { ...none, iban: 'DE89370400440532013001', bic: 'COBADEFF' })).toEqual([
      'iban',
    ]);
    expect(vaDetailProblems('IE', { ...none, iban: 'DE89370400440532013000', bic: 'COBADEFF' })).toEqual([
      'iban',
    ]);
    expect(vaDetailProblems('MX', { ...none, clabe: '002010077777777771' })).toEqual([]);
    expect(
      vaDetailProblems('BR', { ...none, bankCode: '001', branchCode: '1234', accountNumber: '1-9' }),
    ).toEqual([]);
  });
});

describe('apply for a virtual account', () => {
  it('takes only business types 20 and 21 and the issuing countries', () => {
    const ok = virtualAccountCreateRequest.safeParse({ country: 'us', businessType: 20, alias: 'Store US' });
    expect(ok.success && ok.data.country).toBe('US');
    expect(
      virtualAccountCreateRequest.safeParse({ country: 'US', businessType: 10, alias: 'x' }).success,
    ).toBe(false);
    expect(
      virtualAccountCreateRequest.safeParse({ country: 'JP', businessType: 21, alias: 'x' }).success,
    ).toBe(false);
    expect(
      virtualAccountCreateRequest.safeParse({ country: 'US', businessType: 21, alias: ' ' }).success,
    ).toBe(false);
  });
});

describe('shop URL (spec §5: http or https, no whitespace, "URL is invalid")', () => {
  it.each(['', 'https://shop.example.com', 'http://a.b/c?d=e'])('accepts "%s"', (v) =>
    expect(urlField.safeParse(v).success).toBe(true),
  );
  it.each(['ftp://x.y', 'shop.example.com', 'https://a b.com', 'https://a\u00a0b.com'])(
    'refuses "%s"',
    (v) => {
      const r = urlField.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('validation.url');
    },
  );
  it('a shop needs a name and a selectable business type', () => {
    const base = { name: 'Shop', nameType: 1, url: '', businessType: 20, type: 10 };
    expect(shopCreateRequest.safeParse(base).success).toBe(true);
    expect(shopCreateRequest.safeParse({ ...base, name: '' }).success).toBe(false);
    expect(shopCreateRequest.safeParse({ ...base, businessType: 11 }).success).toBe(false);
  });
});

describe('linkable arithmetic and documentation', () => {
  it('linkable = amount − linked − linking', () => {
    expect(linkableOf(10000n, 2500n, 1500n)).toBe(6000n);
    expect(linkableOf(10000n, 10000n, 0n)).toBe(0n);
  });
  it('none, partly, full', () => {
    expect(documentationOf(10000n, 0n)).toBe('none');
    expect(documentationOf(10000n, 1n)).toBe('partly');
    expect(documentationOf(10000n, 10000n)).toBe('full');
  });
});

describe('the settlement currency a virtual account gets when the application names none', () => {
  it('its own currency when a balance shows it, else USD, else the first balance currency', () => {
    const balances = ['USD', 'EUR', 'MXN', 'BRL'];
    expect(defaultSettlementCurrency('DE', balances)).toBe('EUR');
    expect(defaultSettlementCurrency('GB', balances)).toBe('USD');
    expect(defaultSettlementCurrency('GB', ['EUR', 'MXN'])).toBe('EUR');
  });
});
