import { describe, expect, it } from 'vitest';
import { previewFigures, withdrawalFormSchema } from './withdrawal-form-schema';

const USD_ACCOUNT = '0190f0b4-0000-7000-8000-000000000001';
const JPY_ACCOUNT = '0190f0b4-0000-7000-8000-000000000002';
const schema = withdrawalFormSchema((id) => ({ [USD_ACCOUNT]: 'USD', [JPY_ACCOUNT]: 'JPY' })[id]);
const messages = (values: Record<string, string>) => {
  const r = schema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('withdrawal form values', () => {
  it('asks for an account and an amount', () => {
    expect(messages({ withdrawalAccountId: '', amount: '' })).toEqual({
      withdrawalAccountId: 'withdrawal.form.errors.required',
      amount: 'withdrawal.form.errors.required',
    });
  });

  it("checks the amount against the chosen account's currency", () => {
    expect(messages({ withdrawalAccountId: USD_ACCOUNT, amount: '10.5' })).toEqual({});
    expect(messages({ withdrawalAccountId: USD_ACCOUNT, amount: '10.505' })).toEqual({
      amount: 'withdrawal.form.errors.decimals',
    });
    expect(messages({ withdrawalAccountId: JPY_ACCOUNT, amount: '10.5' })).toEqual({
      amount: 'withdrawal.form.errors.decimals',
    });
    expect(messages({ withdrawalAccountId: USD_ACCOUNT, amount: '0' })).toEqual({
      amount: 'withdrawal.form.errors.notPositive',
    });
    expect(messages({ withdrawalAccountId: USD_ACCOUNT, amount: '1,000' })).toEqual({
      amount: 'withdrawal.form.errors.format',
    });
  });

  it('keeps a remark within 140 characters', () => {
    expect(
      messages({ withdrawalAccountId: USD_ACCOUNT, amount: '1', remark: 'x'.repeat(141) }),
    ).toHaveProperty('remark');
  });
});

describe('the preview that keeps Continue from being pressed in vain', () => {
  const rule = { fixed: '5.00', bps: 10 };
  it('adds the fee the schedule sets: 5.00 + 0.1 % of 100.00 is 5.10', () => {
    expect(previewFigures('100.00', 'USD', rule, '1000.00')).toEqual({
      currency: 'USD',
      fee: '5.10',
      total: '105.10',
      exceeds: false,
    });
  });
  it('says when amount and fee exceed the available balance, to the minor unit', () => {
    expect(previewFigures('993.99', 'USD', rule, '999.99')).toMatchObject({
      total: '999.99',
      exceeds: false,
    });
    expect(previewFigures('994.00', 'USD', rule, '999.99')).toMatchObject({
      total: '1000.00',
      exceeds: true,
    });
    expect(previewFigures('1', 'USD', rule, undefined)?.exceeds).toBe(true);
  });
  it('shows nothing for an amount it cannot read', () => {
    expect(previewFigures('abc', 'USD', rule, '10')).toBeNull();
    expect(previewFigures('10', undefined, rule, '10')).toBeNull();
  });
});
