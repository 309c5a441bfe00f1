import { describe, expect, it } from 'vitest';
import { limitProblems } from '@remit/contract/card';
import { limitDraft, limitFormatProblems, limitsInput, usedPercent } from './card-limits';

const line = (kind: 'daily' | 'dailyCount', limit: string, isDefault: boolean, used = '0') => ({
  kind,
  limit,
  defaultLimit: '10000.00',
  isDefault,
  used,
  remaining: '0',
});

describe('card limits', () => {
  it('measures the part used, capped at 100', () => {
    expect(usedPercent({ limit: '200.00', used: '50.00' })).toBe(25);
    expect(usedPercent({ limit: '10', used: '20' })).toBe(100);
    expect(usedPercent({ limit: '0', used: '0' })).toBe(100);
  });

  it('shows only the values the partner set, and sends empty fields as the default', () => {
    const draft = limitDraft([line('daily', '500.00', false), line('dailyCount', '30', true)]);
    expect(draft).toEqual({ total: '', single: '', daily: '500.00', monthly: '', dailyCount: '' });
    expect(limitsInput({ ...draft, dailyCount: '5' })).toEqual({
      total: null,
      single: null,
      daily: '500.00',
      monthly: null,
      dailyCount: 5,
    });
  });

  it('refuses what the server would refuse: bad numbers, raised limits, single above daily', () => {
    const draft = { total: 'abc', single: '600', daily: '400', monthly: '', dailyCount: '1.5' };
    expect(limitFormatProblems(draft)).toEqual(['total', 'dailyCount']);
    const defaults = {
      total: '100000.00',
      single: '5000.00',
      daily: '10000.00',
      monthly: '50000.00',
      dailyCount: 50,
    };
    const { raised, order } = limitProblems({ daily: '20000.00', single: '600', monthly: '500' }, defaults);
    expect(raised).toEqual(['daily']);
    expect(order).toEqual([['daily', 'monthly']]);
  });
});
