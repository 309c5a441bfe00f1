import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, exponentOf, MoneyError, toDecimal, toMinor } from './money';

describe('money', () => {
  it('knows the exponents of ISO 4217', () => {
    expect(exponentOf('USD')).toBe(2);
    expect(exponentOf('JPY')).toBe(0);
    expect(exponentOf('KWD')).toBe(3);
    expect(CURRENCIES.length).toBeGreaterThan(150);
    expect(CURRENCIES.some((c) => c.code === 'XAU')).toBe(false);
  });

  it('reads decimal strings into minor units without floats', () => {
    expect(toMinor('1234.50', 'USD')).toBe(123450n);
    expect(toMinor('0.1', 'USD')).toBe(10n);
    expect(toMinor('1200', 'JPY')).toBe(1200n);
    expect(toMinor('1.234', 'KWD')).toBe(1234n);
    expect(toMinor('-5.00', 'EUR')).toBe(-500n);
    expect(toMinor('92233720368547758.07', 'USD')).toBe(9223372036854775807n);
  });

  it('refuses more decimals than the currency allows, and junk', () => {
    expect(() => toMinor('1.005', 'USD')).toThrow(MoneyError);
    expect(() => toMinor('1.5', 'JPY')).toThrow(/at most 0 decimals/);
    expect(() => toMinor('1e5', 'USD')).toThrow(/Not a decimal/);
    expect(() => toMinor('12,50', 'USD')).toThrow(/Not a decimal/);
    expect(() => toMinor('1', 'ZZZ')).toThrow(/Unknown currency/);
  });

  it('writes minor units back as decimal strings', () => {
    expect(toDecimal(123450n, 'USD')).toBe('1234.50');
    expect(toDecimal(5n, 'USD')).toBe('0.05');
    expect(toDecimal(-5n, 'USD')).toBe('-0.05');
    expect(toDecimal(1200n, 'JPY')).toBe('1200');
    expect(toDecimal(1n, 'KWD')).toBe('0.001');
  });

  it('round-trips every amount in every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.constantFrom(...CURRENCIES.map((c) => c.code)),
        (minor, currency) => {
          expect(toMinor(toDecimal(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
