import { describe, expect, it } from 'vitest';
import { defaultLanguage, wireLanguageOf } from './language';

describe('defaultLanguage (spec §1)', () => {
  it('prefers a saved language cookie', () => {
    expect(defaultLanguage('zh-cn', ['en-US'])).toBe('zh-cn');
    expect(defaultLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('ignores a cookie that is not a supported language', () => {
    expect(defaultLanguage('fr', ['en-GB'])).toBe('en');
    expect(defaultLanguage('fr', ['zh-TW'])).toBe('zh-cn');
  });

  it('chooses Chinese for a zh- browser language, else English', () => {
    expect(defaultLanguage(undefined, ['zh-CN', 'en'])).toBe('zh-cn');
    expect(defaultLanguage(undefined, ['zh-HK'])).toBe('zh-cn');
    expect(defaultLanguage(undefined, ['zh'])).toBe('zh-cn');
    expect(defaultLanguage(undefined, ['en-US', 'zh-CN'])).toBe('en');
    expect(defaultLanguage(undefined, ['de-DE'])).toBe('en');
    expect(defaultLanguage(undefined, [])).toBe('en');
  });

  it('maps to the wire language', () => {
    expect(wireLanguageOf('zh-cn')).toBe('zh_CN');
    expect(wireLanguageOf('en')).toBe('en');
  });
});
