import { describe, expect, it } from 'vitest';
import { simulateDepositSchema } from './simulate-deposit-form';

const base = {
  partnerId: '01a20618-520f-742e-a1bd-1929850477c3',
  currency: 'USD',
  amount: '1234.56',
  remark: '',
  outcome: 'credit' as const,
};
const issues = (patch: Partial<typeof base>) => {
  const parsed = simulateDepositSchema.safeParse({ ...base, ...patch });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the simulate-deposit form', () => {
  it('accepts a positive amount in the currency decimals', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ amount: '1000' })).toEqual([]);
  });

  it('rejects zero, negative and malformed amounts', () => {
    expect(issues({ amount: '0.00' })).toEqual(['amount:account.simulate.errors.amount']);
    expect(issues({ amount: '-5' })).toEqual(['amount:account.simulate.errors.amount']);
    expect(issues({ amount: '1,000' })).toEqual(['amount:account.simulate.errors.amount']);
  });

  it('checks the decimals against the currency exponent', () => {
    expect(issues({ amount: '10.123' })).toEqual(['amount:account.simulate.errors.decimals']);
  });

  it('needs a partner id', () => {
    expect(issues({ partnerId: 'demo' })).toEqual(['partnerId:account.simulate.errors.partner']);
  });
});
