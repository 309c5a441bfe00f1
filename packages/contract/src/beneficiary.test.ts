import { describe, expect, it } from 'vitest';
import {
  bankFieldsFor,
  beneficiaryInput,
  idDatesInOrder,
  incorporationNotFuture,
  isCountry,
  isValidBsb,
  isValidE164,
  isValidIban,
  isValidAbaRouting,
  isValidClabe,
  isValidSwift,
  phoneField,
  withdrawalAccountProblems,
} from './beneficiary';
import { amountProblem } from './order';

describe('IBAN (ISO 13616: per-country length and mod-97)', () => {
  // Public examples: ECBS/SWIFT IBAN registry and bank documentation.
  const valid = [
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'GB29 NWBK 6016 1331 9268 19',
  ];
  it.each(valid)('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  const offByOne = [
    'DE89370400440532013001',
    'GB82WEST12345698765433',
    'FR1420041010050500013M02607',
    'NL91ABNA0417164301',
    'DE88370400440532013000',
  ];
  it.each(offByOne)('refuses %s (one digit off: check digits fail)', (iban) =>
    expect(isValidIban(iban)).toBe(false),
  );
  it('refuses a wrong length for its country and an unknown country', () => {
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE893704004405320130000')).toBe(false);
    expect(isValidIban('ZZ89370400440532013000')).toBe(false);
  });
});

describe('SWIFT/BIC (length 8 or 11, ISO 9362 format)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BOFAUS3N', 'CHASUS33XXX'])('accepts %s', (bic) =>
    expect(isValidSwift(bic)).toBe(true),
  );
  it.each(['DEUTDEF', 'DEUTDEFF50', 'DEUTDEFF5000', 'DEU1DEFF', 'DEUTZZFF', 'deutdeff'])(
    'refuses %s',
    (bic) => expect(isValidSwift(bic)).toBe(false),
  );
});

describe('other payee fields', () => {
  it('BSB is 6 digits, with or without the dash', () => {
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062000')).toBe(true);
    expect(isValidBsb('06200')).toBe(false);
    expect(isValidBsb('06A000')).toBe(false);
  });
  it('phones are E.164 and possible in their plan', () => {
    expect(isValidE164('+8613812345678')).toBe(true);
    expect(isValidE164('+442071838750')).toBe(true);
    expect(isValidE164('+1415555')).toBe(false);
    expect(isValidE164('8613812345678')).toBe(false);
    expect(isValidE164('+86 138 1234 5678')).toBe(false);
  });
  it('phones typed with spaces, dashes, dots, brackets or 00 are normalised before the rule', () => {
    const phone = phoneField();
    expect(phone.parse(' +52 (55) 1234-5678 ')).toBe('+525512345678');
    expect(phone.parse('0044 7911.123.456')).toBe('+447911123456');
    expect(phone.parse('')).toBe('');
    expect(phone.safeParse('+44 12').success).toBe(false);
  });
  it('countries are ISO 3166 alpha-2', () => {
    expect(isCountry('DE')).toBe(true);
    expect(isCountry('ZZ')).toBe(false);
    expect(isCountry('DEU')).toBe(false);
  });
  it('dates in order: issued before expiry, incorporation not in the future', () => {
    expect(idDatesInOrder('2020-01-01', '2030-01-01')).toBe(true);
    expect(idDatesInOrder('2030-01-01', '2020-01-01')).toBe(false);
    expect(idDatesInOrder('2020-01-01', '2020-01-01')).toBe(false);
    expect(incorporationNotFuture('2026-01-01', '2026-06-01')).toBe(true);
    expect(incorporationNotFuture('2026-06-02', '2026-06-01')).toBe(false);
  });
  it('amounts: decimals within the currency exponent, greater than zero', () => {
    expect(amountProblem('10.50', 'USD')).toBe(null);
    expect(amountProblem('10.505', 'USD')).toBe('decimals');
    expect(amountProblem('10.5', 'JPY')).toBe('decimals');
    expect(amountProblem('0.000', 'KWD')).toBe('notPositive');
    expect(amountProblem('-1', 'USD')).toBe('notPositive');
    expect(amountProblem('abc', 'USD')).toBe('format');
  });
});

describe('the bank fields a beneficiary needs', () => {
  it('follow the bank country and the currency received', () => {
    expect(bankFieldsFor('DE', 'EUR')).toEqual(['iban', 'swift']);
    expect(bankFieldsFor('AU', 'AUD')).toEqual(['bsbNumber', 'bankNumber']);
    expect(bankFieldsFor('AU', 'USD')).toEqual(['bsbNumber', 'bankNumber', 'swift']);
    expect(bankFieldsFor('US', 'USD')).toEqual(['branchCode', 'bankNumber']);
    expect(bankFieldsFor('CN', 'USD')).toEqual(['bankNumber', 'swift']);
  });
  it('the schema asks for exactly those, and checks them', () => {
    const base = {
      name: 'Acme Pty',
      payeeType: 1,
      accountType: 1,
      companyName: 'Acme Pty',
      country: 'AU',
      bankName: 'Westpac',
      bankCountry: 'AU',
      currency: 'AUD',
    };
    const missing = beneficiaryInput.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['bankNumber', 'bsbNumber']);
    const ok = beneficiaryInput.safeParse({ ...base, bsbNumber: '032-000', bankNumber: '123456' });
    expect(ok.success).toBe(true);
    expect(ok.data?.bsbNumber).toBe('032000');
    const badIban = beneficiaryInput.safeParse({
      ...base,
      country: 'DE',
      bankCountry: 'DE',
      currency: 'EUR',
      swift: 'DEUTDEFF',
      iban: 'DE89370400440532013001',
    });
    expect(badIban.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['iban', 'validation.iban'],
    ]);
  });
});

describe('withdrawal account numbers by the bank country', () => {
  const bank = (bankCountry: string, currency = 'EUR') => ({ accountType: 1, bankCountry, currency });
  const fields = (accountNumber: string, payee: ReturnType<typeof bank>, currency = payee.currency) =>
    withdrawalAccountProblems({ accountNumber, currency }, payee).map((p) => `${p.field}:${p.message}`);
  it('an IBAN of the bank country where it uses IBAN', () => {
    expect(fields('DE89 3704 0044 0532 0130 00', bank('DE'))).toEqual([]);
    expect(fields('not-an-iban!!', bank('DE'))).toEqual(['accountNumber:validation.accountIban']);
    expect(fields('GB82WEST12345698765432', bank('DE'))).toEqual(['accountNumber:validation.accountIban']);
  });
  it('US, Australian and Mexican formats; elsewhere letters and digits', () => {
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(fields('0001-2345-6789', bank('US', 'USD'))).toEqual([]);
    expect(fields('12AB', bank('US', 'USD'))).toEqual(['accountNumber:validation.accountUs']);
    expect(fields('123456', bank('AU', 'AUD'))).toEqual([]);
    expect(fields('1234', bank('AU', 'AUD'))).toEqual(['accountNumber:validation.accountAu']);
    expect(fields('032180000118359718', bank('MX', 'MXN'))).toEqual([
      'accountNumber:validation.accountClabe',
    ]);
    expect(fields('ABC12345', bank('CN', 'CNY'))).toEqual([]);
    expect(fields('12!', bank('CN', 'CNY'))).toEqual(['accountNumber:validation.accountNumber']);
  });
  it('in the currency the beneficiary receives', () => {
    expect(fields('DE89370400440532013000', bank('DE'), 'GBP')).toEqual([
      'currency:validation.accountCurrency',
    ]);
  });
});
