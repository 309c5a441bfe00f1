import { describe, expect, it } from 'vitest';
import { merchantAccountValue, merchantOrderFormSchema } from './merchant-order-form-schema';

const USD = merchantAccountValue({ merchantId: '0190f0b4-0000-7000-8000-000000000001', currency: 'USD' });
const JPY = merchantAccountValue({ merchantId: '0190f0b4-0000-7000-8000-000000000002', currency: 'JPY' });
const schema = merchantOrderFormSchema('payment', (value) => ({ [USD]: 'USD', [JPY]: 'JPY' })[value]);
const messages = (values: Record<string, string>) => {
  const r = schema.safeParse({ direction: 'toMerchant', ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('payment and transfer form values', () => {
  it('leaves an empty amount or no account yet for later (Continue stays disabled)', () => {
    expect(messages({ merchantAccount: '', amount: '' })).toEqual({});
    expect(messages({ merchantAccount: '', amount: '10.505' })).toEqual({});
    expect(messages({ merchantAccount: USD, amount: '' })).toEqual({});
  });

  it("checks the amount against the chosen account's currency, in the form's own words", () => {
    expect(messages({ merchantAccount: USD, amount: '125.00' })).toEqual({});
    expect(messages({ merchantAccount: USD, amount: '10.505' })).toEqual({
      amount: 'payment.order.errors.decimals',
    });
    expect(messages({ merchantAccount: JPY, amount: '10.5' })).toEqual({
      amount: 'payment.order.errors.decimals',
    });
    expect(messages({ merchantAccount: USD, amount: '-1' })).toEqual({
      amount: 'payment.order.errors.notPositive',
    });
    expect(
      merchantOrderFormSchema('transfer', () => 'USD').safeParse({
        direction: 'toPartner',
        merchantAccount: USD,
        amount: 'x',
      }).error?.issues[0]?.message,
    ).toBe('transfer.order.errors.format');
  });

  it("keeps the remark to the contract's rule", () => {
    expect(messages({ merchantAccount: USD, amount: '1', remark: 'x'.repeat(141) })).toEqual({
      remark: 'validation.tooLong',
    });
    expect(schema.parse({ direction: 'toPartner', merchantAccount: USD, amount: '1' })).toEqual({
      direction: 'toPartner',
      merchantAccount: USD,
      amount: '1',
      remark: '',
    });
  });
});
