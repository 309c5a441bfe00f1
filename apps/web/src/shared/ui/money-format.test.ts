import { describe, expect, it } from 'vitest';
import { formatMoney, signOf } from './money-format';

describe('formatMoney', () => {
  it('pads to the currency exponent and groups thousands', () => {
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50');
    expect(formatMoney('1200', 'JPY')).toBe('1,200');
    expect(formatMoney('1.2', 'KWD')).toBe('1.200');
    expect(formatMoney('0', 'EUR')).toBe('0.00');
  });

  it('keeps precision beyond what a float holds', () => {
    expect(formatMoney('123456789012345678901234.99', 'USD')).toBe('123,456,789,012,345,678,901,234.99');
  });

  it('reads wire amounts of every exponent exactly, as the order screens get them', () => {
    // Digit for digit: the formatter groups the string and never goes through a Number.
    expect(formatMoney('12345678901234.56', 'USD')).toBe('12,345,678,901,234.56');
    expect(formatMoney('-12345678901234.56', 'USD')).toBe('-12,345,678,901,234.56');
    expect(formatMoney('2000.00', 'USD')).toBe('2,000.00');
    expect(formatMoney('1234567.891', 'KWD')).toBe('1,234,567.891');
    expect(formatMoney('1000.5', 'KWD')).toBe('1,000.500');
    expect(formatMoney('123456', 'JPY')).toBe('123,456');
    expect(formatMoney('123456.00', 'JPY')).toBe('123,456');
    expect(formatMoney('999', 'USD')).toBe('999.00');
    expect(formatMoney('0001000.10', 'USD')).toBe('1,000.10');
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
