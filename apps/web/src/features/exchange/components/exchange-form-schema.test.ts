import { describe, expect, it } from 'vitest';
import { exchangeFormSchema } from './exchange-form-schema';

const messages = (values: Record<string, string>) => {
  const r = exchangeFormSchema.safeParse({
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    fixedSide: 'sell',
    ...values,
  });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('exchange form values', () => {
  it('leaves an empty amount for later (Get quote stays disabled)', () => {
    expect(messages({ amount: '' })).toEqual({});
  });

  it("checks the amount against the fixed side's currency", () => {
    expect(messages({ amount: '1000.50' })).toEqual({});
    expect(messages({ amount: '10.505' })).toEqual({ amount: 'exchange.errors.decimals' });
    expect(messages({ amount: '0' })).toEqual({ amount: 'exchange.errors.notPositive' });
    expect(messages({ amount: '1,000' })).toEqual({ amount: 'exchange.errors.format' });
    expect(messages({ amount: '1'.repeat(16) })).toEqual({ amount: 'exchange.errors.tooLarge' });
  });

  it('refuses the same currency on both sides, on the amount, even before one is typed', () => {
    expect(messages({ buyCurrency: 'USD', amount: '' })).toEqual({ amount: 'exchange.errors.same' });
    expect(messages({ buyCurrency: 'USD', amount: '10' })).toEqual({ amount: 'exchange.errors.same' });
    // A malformed amount is named first.
    expect(messages({ buyCurrency: 'USD', amount: 'ten' })).toEqual({ amount: 'exchange.errors.format' });
  });

  it('outputs the quote request as the contract has it', () => {
    expect(
      exchangeFormSchema.parse({ sellCurrency: 'USD', buyCurrency: 'MXN', fixedSide: 'buy', amount: ' 5 ' }),
    ).toEqual({
      sellCurrency: 'USD',
      buyCurrency: 'MXN',
      fixedSide: 'buy',
      amount: '5',
    });
  });
});
