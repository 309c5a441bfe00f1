import { describe, expect, it } from 'vitest';
import { moneyWithCode } from './money';

describe('moneyWithCode', () => {
  it('writes what the order lists and threshold chips show: grouped amount, then the code', () => {
    expect(moneyWithCode('2000.00', 'USD')).toBe('2,000.00 USD');
    expect(moneyWithCode('1000', 'USD')).toBe('1,000.00 USD');
    expect(moneyWithCode('12345678901234.56', 'EUR')).toBe('12,345,678,901,234.56 EUR');
    expect(moneyWithCode('5000.000', 'KWD')).toBe('5,000.000 KWD');
    expect(moneyWithCode('150000.00', 'JPY')).toBe('150,000 JPY');
  });
});
