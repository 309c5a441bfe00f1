import { describe, expect, it } from 'vitest';
import { feeFormSchema } from './fee-form';

const errors = (currency: string, values: { fixed: string; percent: string }) => {
  const result = feeFormSchema(currency).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the fee edit form', () => {
  it('accepts a fixed amount in the currency decimals and a percentage up to 20 % with 2 decimals', () => {
    expect(errors('USD', { fixed: '7.25', percent: '0.25' })).toEqual([]);
    expect(errors('JPY', { fixed: '300', percent: '20' })).toEqual([]);
  });

  it('names each problem', () => {
    expect(errors('USD', { fixed: '-1', percent: '0' })).toEqual(['fixed: fees.errors.fixed']);
    expect(errors('USD', { fixed: '1.001', percent: '0' })).toEqual(['fixed: fees.errors.decimals']);
    expect(errors('JPY', { fixed: '1.5', percent: '0' })).toEqual(['fixed: fees.errors.decimals']);
    expect(errors('USD', { fixed: '1', percent: '0.125' })).toEqual(['percent: fees.errors.percent']);
    expect(errors('USD', { fixed: '1', percent: '20.01' })).toEqual(['percent: fees.errors.percentMax']);
    expect(errors('USD', { fixed: '', percent: '' })).toEqual([
      'fixed: fees.errors.fixed',
      'percent: fees.errors.percent',
    ]);
  });
});
