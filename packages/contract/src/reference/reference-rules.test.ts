import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { depositRecordFilter } from '../account';
import {
  CURRENCIES,
  currencyCode,
  DEFAULT_BALANCE_CURRENCIES,
  exponentOf,
  isCurrency,
  isOfferedCurrency,
  toDecimal,
} from '../money';
import { exchangeQuoteRequest } from '../order';
import {
  bankFieldsFor,
  beneficiaryInput,
  COUNTRY_CODES,
  ibanCountry,
  isCountry,
  isValidE164,
  isValidIban,
  isValidSwift,
} from '../beneficiary';
import { isValidUrl } from '../validation';
import { isFullPlanPhoneNumber, withFullPhoneCheck } from './phone-full';

const germanPayee = {
  name: 'Muster GmbH',
  payeeType: 1,
  accountType: 1,
  companyName: 'Muster GmbH',
  country: 'DE',
  bankName: 'Deutsche Bank',
  bankCountry: 'DE',
  swift: 'DEUTDEFF',
  currency: 'EUR',
};

describe('IBANs: the registry decides which prefixes exist', () => {
  // The registry's example IBANs of the countries it added lately.
  it.each([
    'BI4210000100010000332045181',
    'DJ2100010000000154000100186',
    'FK88SC123456789012',
    'HN88CABF00000000000250005469',
    'LY83002048000020100120361',
    'MN121234123456789123',
    'NI45BAPR00000013000003558124',
    'OM810180000001299123456',
    'RU0304452522540817810538091310419',
    'SD2129010501234001',
    'SO211000001001000100141',
    'YE15CBYE0001018861234567891234',
  ])('accepts %s, and its country pays to an IBAN', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(ibanCountry(iban.slice(0, 2))).toBe(true);
    expect(bankFieldsFor(iban.slice(0, 2), 'USD')).toEqual(['iban', 'swift']);
  });

  // Well-formed with right check digits, but under a prefix the registry does not list.
  it.each([
    ['Guadeloupe (uses FR)', 'GP11 2004 1010 0505 0001 3M02 606'],
    ['Åland (uses FI)', 'AX2112345600000785'],
    ['Morocco (not in the registry)', 'MA64011519000001205000534921'],
  ])('refuses an IBAN of %s', (_, iban) => expect(isValidIban(iban)).toBe(false));

  it('says so when the prefix is the problem, and otherwise that the IBAN is wrong', () => {
    const problems = (iban: string) =>
      beneficiaryInput.safeParse({ ...germanPayee, iban }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(problems('GP1120041010050500013M02606')).toEqual([['iban', 'validation.ibanCountry']]);
    expect(problems('ZZ89370400440532013000')).toEqual([['iban', 'validation.ibanCountry']]);
    expect(problems('DE89370400440532013001')).toEqual([['iban', 'validation.iban']]);
    expect(problems('DE89 3704 0044 0532 0130 00')).toBeUndefined();
  });

  it('asks territories and non-registry countries for an account number, not an IBAN', () => {
    for (const country of ['GP', 'RE', 'NC', 'AX', 'AO', 'CI', 'IR', 'MA', 'SN', 'TG'])
      expect(ibanCountry(country), country).toBe(false);
    expect(bankFieldsFor('MA', 'EUR')).toEqual(['bankNumber', 'swift']);
  });
});

describe('countries: ISO 3166-1 alpha-2 and XK', () => {
  it('accepts assigned codes and Kosovo, refuses the rest', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(['DE', 'SS', 'CW', 'XK'].every((c) => isCountry(c))).toBe(true);
    expect(['ZZ', 'AN', 'YU', 'de', 'DEU', 'UK'].some((c) => isCountry(c))).toBe(false);
    expect(isValidSwift('RBKOXKPR')).toBe(true);
    expect(isValidSwift('DEUTZZFF')).toBe(false);
  });
});

describe('currencies: current ones for new use, withdrawn ones for history', () => {
  const offeredCodes = CURRENCIES.map((c) => c.code);
  it('offers XCG and no withdrawn or fund code', () => {
    expect(offeredCodes).toContain('XCG');
    expect(exponentOf('XCG')).toBe(2);
    for (const code of ['ANG', 'CUC', 'BGN', 'BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']) {
      expect(offeredCodes, code).not.toContain(code);
      expect(isOfferedCurrency(code), code).toBe(false);
    }
    for (const code of ['XAU', 'XDR', 'XTS', 'XXX']) expect(isCurrency(code), code).toBe(false);
  });

  it('offers every default account-balance currency', () => {
    expect(DEFAULT_BALANCE_CURRENCIES.filter((code) => !isOfferedCurrency(code))).toEqual([]);
  });

  it('still reads amounts in withdrawn and fund codes', () => {
    expect(toDecimal(123456n, 'BGN')).toBe('1234.56');
    expect(toDecimal(12345n, 'CLF')).toBe('1.2345');
    expect(isCurrency('ANG')).toBe(true);
  });

  it('refuses withdrawn codes for new orders with their own message, and finds old records by them', () => {
    const issues = (code: string) => currencyCode.safeParse(code).error?.issues.map((i) => i.message) ?? [];
    expect(issues('EUR')).toEqual([]);
    expect(issues('BGN')).toEqual(['validation.currencyNotOffered']);
    expect(issues('UYW')).toEqual(['validation.currencyNotOffered']);
    expect(issues('ZZZ')).toEqual(['validation.currency']);
    const quote = { sellCurrency: 'BGN', buyCurrency: 'EUR', fixedSide: 'sell', amount: '10' };
    expect(exchangeQuoteRequest.safeParse(quote).error?.issues).toMatchObject([
      { path: ['sellCurrency'], message: 'validation.currencyNotOffered' },
    ]);
    expect(exchangeQuoteRequest.safeParse({ ...quote, sellCurrency: 'USD' }).success).toBe(true);
    expect(depositRecordFilter.safeParse({ currency: 'BGN' }).success).toBe(true);
  });
});

describe('phones: the form checks the plan, the server its ranges', () => {
  it('the full metadata refuses a number outside every range that the small one lets through', () => {
    expect(isValidE164('+48196911771')).toBe(true);
    expect(isFullPlanPhoneNumber('+48196911771')).toBe(false);
    for (const n of ['+8613812345678', '+442071838750', '+4915123456789', '+14155552671'])
      expect(isFullPlanPhoneNumber(n), n).toBe(true);
    expect(isFullPlanPhoneNumber('+86 138 1234 5678')).toBe(false);
  });

  it('adds the full check to a schema, under the phone field', () => {
    const schema = withFullPhoneCheck(z.object({ phone: z.string().optional() }));
    expect(schema.safeParse({ phone: '+442071838750' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ phone: '+48196911771' }).error?.issues).toMatchObject([
      { path: ['phone'], message: 'validation.phone' },
    ]);
  });
});

describe('URLs: no whitespace of any kind', () => {
  it.each(['https://example.com/', 'http://example.com/a?b=c#d', 'https://例え.jp/パス'])(
    'accepts %s',
    (url) => expect(isValidUrl(url)).toBe(true),
  );
  it.each(
    [
      '0085',
      '00a0',
      '1680',
      '2000',
      '2007',
      '200a',
      '2028',
      '2029',
      '202f',
      '205f',
      '3000',
      '200b',
      'feff',
      '0020',
      '0009',
      '000a',
      '0000',
    ].map((hex) => [hex, String.fromCharCode(parseInt(hex, 16))]),
  )('refuses U+%s inside', (_, space) => {
    expect(isValidUrl(`https://example.com/${space}`)).toBe(false);
    expect(isValidUrl(`https://exa${space}mple.com`)).toBe(false);
  });
  it('refuses other schemes', () => expect(isValidUrl('ftp://example.com')).toBe(false));
});
