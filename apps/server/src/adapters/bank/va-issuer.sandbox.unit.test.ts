import { describe, expect, it } from 'vitest';
import { isValidIban } from '@remit/contract/beneficiary';
import {
  isValidAbaRouting,
  isValidBrAccount,
  isValidClabe,
  isValidUkAccount,
  VA_COUNTRIES,
  vaDetailProblems,
} from '@remit/contract/virtual-account';
import { brAccountOf, clabeOf, createSandboxVaIssuer, sandboxDetails, usRouting } from './va-issuer.sandbox';

describe('sandbox virtual-account numbers', () => {
  it('US: the routing number carries its ABA check digit', () => {
    expect(usRouting('02600959')).toBe('026009593');
    expect(usRouting('02100002')).toBe('021000021');
    expect(isValidAbaRouting(usRouting('12345678'))).toBe(true);
  });

  it('MX: the CLABE check digit (weights 3, 7, 1)', () => {
    // Banxico's published example: 002 010 07777777777 1
    expect(clabeOf('07777777777', '002', '010')).toBe('002010077777777771');
    expect(isValidClabe(clabeOf('12345678901'))).toBe(true);
  });

  it('BR: the account check digit (módulo 11)', () => {
    expect(brAccountOf('12345678')).toMatch(/^12345678-[\dX]$/);
    expect(isValidBrAccount(brAccountOf('1234567'))).toBe(true);
  });

  it.each(VA_COUNTRIES)('%s: every issued field passes the payee validators', async (country) => {
    for (const seed of ['a', 'b', 'c', 'partner-1:va-2']) {
      const d = sandboxDetails(country, 'Demo Trading Co.', seed);
      expect(vaDetailProblems(country, d)).toEqual([]);
    }
    const issued = await createSandboxVaIssuer().issueAccount(country, 'USD', {
      accountName: 'X',
      seed: 'x',
    });
    expect(issued.accountName).toBe('X');
  });

  it('GB, DE, IE: the IBAN check digits are mod-97 valid; GB carries sort code and account', () => {
    const gb = sandboxDetails('GB', 'X', 's');
    expect(isValidIban(gb.iban)).toBe(true);
    expect(gb.iban).toContain(`SBXB040075${gb.accountNumber}`);
    expect(isValidUkAccount(gb.accountNumber!)).toBe(true);
    expect(isValidIban(sandboxDetails('DE', 'X', 's').iban)).toBe(true);
    expect(isValidIban(sandboxDetails('IE', 'X', 's').iban)).toBe(true);
  });

  it('the same seed gives the same account, another seed another', () => {
    expect(sandboxDetails('US', 'X', 'one')).toEqual(sandboxDetails('US', 'X', 'one'));
    expect(sandboxDetails('US', 'X', 'one').accountNumber).not.toBe(
      sandboxDetails('US', 'X', 'two').accountNumber,
    );
  });
});
