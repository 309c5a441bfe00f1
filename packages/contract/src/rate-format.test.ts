import { describe, expect, it } from 'vitest';
import { formatRate, formatRateValue } from './rate-format';

describe('rate format', () => {
  it('always names the pair and keeps six significant digits', () => {
    expect(formatRate('18.587041', 'EUR', 'MXN')).toBe('1 EUR = 18.5870 MXN');
    expect(formatRate('0.91539045', 'USD', 'EUR')).toBe('1 USD = 0.915390 EUR');
    expect(formatRate('0.920000000000', 'USD', 'EUR')).toBe('1 USD = 0.920000 EUR');
  });

  it('pads short rates and rounds long ones half up, on the digits', () => {
    expect(formatRateValue('1')).toBe('1.00000');
    expect(formatRateValue('5.05')).toBe('5.05000');
    expect(formatRateValue('17.1000049')).toBe('17.1000');
    expect(formatRateValue('17.10005')).toBe('17.1001');
    expect(formatRateValue('0.0001234567')).toBe('0.000123457');
    expect(formatRateValue('0.19801980198')).toBe('0.198020');
    expect(formatRateValue('123456.789')).toBe('123457');
    expect(formatRateValue('1234567.89')).toBe('1234568');
    expect(formatRateValue('9.999996')).toBe('10.0000');
    expect(formatRateValue('99999.96')).toBe('100000');
  });

  it('leaves what is not a rate as it came', () => {
    expect(formatRateValue('0')).toBe('0');
    expect(formatRateValue('0.000')).toBe('0');
    expect(formatRateValue('n/a')).toBe('n/a');
    expect(formatRateValue('-1.5')).toBe('-1.5');
  });
});
