import { describe, expect, it } from 'vitest';
import { formatExpiryInput, formatPanInput, inqueryForm } from './card-input';
import { newCardRequestId } from './request-id';

describe('inquery form rules', () => {
  it('accepts a Luhn-valid number with spaces, MM/YY and three digits', () => {
    expect(inqueryForm.safeParse({ pan: '4111 1111 1111 1111', expiry: '07/29', cvv2: '123' }).success).toBe(
      true,
    );
  });

  it('names the rule each bad field breaks', () => {
    const messages = (body: Record<string, string>) => {
      const r = inqueryForm.safeParse({ pan: '4111111111111111', expiry: '07/29', cvv2: '123', ...body });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ pan: '4111 1111 1111 1112' })).toEqual(['cardLookup.validation.luhn']);
    expect(messages({ pan: '4111abcd11111111' })).toContain('cardLookup.validation.pan');
    expect(messages({ pan: '' })).toContain('cardLookup.validation.panRequired');
    expect(messages({ expiry: '13/29' })).toEqual(['cardLookup.validation.expiry']);
    expect(messages({ cvv2: '12' })).toEqual(['cardLookup.validation.cvv2']);
  });

  it('formats the number in groups of four and the expiry with its slash', () => {
    expect(formatPanInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatPanInput('4111-11a')).toBe('4111 11');
    expect(formatExpiryInput('0729')).toBe('07/29');
    expect(formatExpiryInput('07/2')).toBe('07/2');
    expect(formatExpiryInput('07')).toBe('07');
  });

  it('makes card-lookup request ids of their own', () => {
    expect(newCardRequestId(1700000000000, () => 0.042)).toBe('CB0421700000000000');
  });
});
