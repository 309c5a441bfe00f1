import { describe, expect, it } from 'vitest';
import { formatMoney, signOf } from './money-format';

/** Each amount in its currency as the screens show it: one comparison, so a failure lists every miss. */
const expectShown = (cases: [amount: string, currency: string, shown: string][]) =>
  expect(cases.map(([amount, currency]) => formatMoney(amount, currency))).toEqual(
    cases.map(([, , shown]) => shown),
  );

describe('formatMoney', () => {
  it('pads to the currency exponent and groups thousands', () => {
    expectShown([
      ['1234567.5', 'USD', '1,234,567.50'],
      ['1200', 'JPY', '1,200'],
      ['1.2', 'KWD', '1.200'],
      ['0', 'EUR', '0.00'],
    ]);
  });

  it('keeps precision beyond what a float holds', () => {
    expect(formatMoney('123456789012345678901234.99', 'USD')).toBe('123,456,789,012,345,678,901,234.99');
  });

  it('reads wire amounts of every exponent exactly, as the order screens get them', () => {
    // Digit for digit: the formatter groups the string and never goes through a Number.
    expectShown([
      ['12345678901234.56', 'USD', '12,345,678,901,234.56'],
      ['-12345678901234.56', 'USD', '-12,345,678,901,234.56'],
      ['2000.00', 'USD', '2,000.00'],
      ['1234567.891', 'KWD', '1,234,567.891'],
      ['1000.5', 'KWD', '1,000.500'],
      ['123456', 'JPY', '123,456'],
      ['123456.00', 'JPY', '123,456'],
      ['999', 'USD', '999.00'],
      ['0001000.10', 'USD', '1,000.10'],
    ]);
  });

  it('never drops significant digits and trims only zeros past the exponent', () => {
    expect(formatMoney('10.125', 'USD')).toBe('10.125');
    expect(formatMoney('10.1000', 'USD')).toBe('10.10');
  });

  it('signs amounts when asked', () => {
    expect(formatMoney('-50', 'USD')).toBe('-50.00');
    expect(formatMoney('50', 'USD', { signed: true })).toBe('+50.00');
    expect(formatMoney('-0.00', 'USD', { signed: true })).toBe('0.00');
  });

  it('leaves anything that is not a decimal as it is', () => {
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
  });

  it('reads the sign from the string', () => {
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('3')).toBe(1);
  });
});
