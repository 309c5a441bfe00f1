import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountIssueText } from './amount-issue';

const t = ((key: string, options: { currency?: string; decimals: number }) =>
  `${key}|${options.currency ?? '-'}|${options.decimals}`) as unknown as TFunction;

describe('amountIssueText', () => {
  it('says nothing without a message', () => {
    expect(amountIssueText(t, undefined, 'USD')).toBeUndefined();
  });

  it('gives the currency and its decimals', () => {
    expect(amountIssueText(t, 'order.amount.decimals', 'JPY')).toBe('order.amount.decimals|JPY|0');
    expect(amountIssueText(t, 'order.amount.decimals', 'USD')).toBe('order.amount.decimals|USD|2');
  });

  it('shows two decimals while no currency is chosen', () => {
    expect(amountIssueText(t, 'order.amount.format', undefined)).toBe('order.amount.format|-|2');
  });
});
