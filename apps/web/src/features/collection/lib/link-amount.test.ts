import { describe, expect, it } from 'vitest';
import { linkAmountProblem, minorOrNull, smallerOf } from './link-amount';

describe('link amounts', () => {
  it('reads amounts in the currency decimals only', () => {
    expect(minorOrNull('12.34', 'USD')).toBe(1234n);
    expect(minorOrNull('12.345', 'USD')).toBeNull();
    expect(minorOrNull('100', 'JPY')).toBe(100n);
    expect(minorOrNull('1.5', 'JPY')).toBeNull();
    expect(minorOrNull('-1', 'USD')).toBeNull();
    expect(minorOrNull('1e3', 'USD')).toBeNull();
  });

  it('defaults to the smaller linkable of the two sides', () => {
    expect(smallerOf('400.00', '600.00', 'USD')).toBe('400.00');
    expect(smallerOf('600.00', '0.00', 'USD')).toBe('0.00');
  });

  it('names why an amount cannot be linked: empty, not positive, above either side', () => {
    expect(linkAmountProblem(' ', 'USD', ['10.00'])).toBe('required');
    expect(linkAmountProblem('0', 'USD', ['10.00'])).toBe('invalid');
    expect(linkAmountProblem('1.001', 'USD', ['10.00'])).toBe('invalid');
    expect(linkAmountProblem('10.01', 'USD', ['10.00', '50.00'])).toBe('exceeds');
    expect(linkAmountProblem('10.00', 'USD', ['50.00', '10.00'])).toBeNull();
  });
});
