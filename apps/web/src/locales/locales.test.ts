import { merchantMessages, merchantValidationText } from '@remit/contract/merchant';
import { messages } from '@remit/contract/validation';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './index';

const en = await loadLocale('en');
const zhCn = await loadLocale('zh-cn');

const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is not text`);
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
};

const enKeys = flatten(en);
const zhKeys = flatten(zhCn);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('have identical key sets in en and zh-cn', () => {
    expect(Object.keys(zhKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(enKeys)) {
      expect(placeholders(zhKeys[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translate every contract validation message', () => {
    for (const key of Object.values(messages)) {
      expect(enKeys[key], key).toBeTruthy();
      expect(zhKeys[key], key).toBeTruthy();
    }
  });

  it('translate every merchant validation message, as the server words them', () => {
    for (const key of Object.values(merchantMessages)) {
      expect(enKeys[key], key).toBeTruthy();
      expect(zhKeys[key], key).toBeTruthy();
    }
    for (const [key, text] of Object.entries(merchantValidationText)) {
      expect(enKeys[key], key).toBe(text.en);
      expect(zhKeys[key], key).toBe(text.zh_CN);
    }
  });

  it('are really translated, not copies of English', () => {
    const same = Object.keys(enKeys).filter(
      (key) => enKeys[key] === zhKeys[key] && !key.startsWith('languages.'),
    );
    expect(same).toEqual([]);
  });

  it('carry the spec texts verbatim in English', () => {
    expect(enKeys['empty.noRecords']).toBe('No records found. Your list is empty.');
    expect(enKeys['empty.clickSearch']).toBe('Click Search to view your records.');
    expect(enKeys['validation.required']).toBe('This field is required');
    expect(enKeys['validation.email']).toBe('The Email field must be a valid email');
    expect(enKeys['validation.confirm']).toBe('The passwords do not match. Please try again.');
    expect(enKeys['http.network']).toBe('Network Error');
    expect(enKeys['http.unauthorized']).toBe('Request Unauthorized');
  });
});
