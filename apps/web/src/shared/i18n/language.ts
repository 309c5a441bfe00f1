import type { WireLanguage } from '@remit/contract/envelope';

export const LANGUAGES = ['en', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Spec §1: a saved language cookie wins; otherwise Chinese when the browser language is zh-*,
 * otherwise English.
 */
export const defaultLanguage = (
  cookie: string | undefined,
  browserLanguages: readonly string[],
): Language => {
  if (isLanguage(cookie)) return cookie;
  const first = browserLanguages[0];
  return first && /^zh(-|$)/i.test(first) ? 'zh-cn' : 'en';
};

/** Spec §7: the `language` sent to the server. */
export const wireLanguageOf = (language: Language): WireLanguage => (language === 'zh-cn' ? 'zh_CN' : 'en');
