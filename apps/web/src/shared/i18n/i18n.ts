import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales } from '../../locales/index';
import { cookieNames, readCookie, writeCookie } from '../storage/cookies';
import { defaultLanguage, isLanguage, wireLanguageOf, type Language } from './language';

const browserLanguages = () =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length
      ? navigator.languages
      : [navigator.language];

const initial = defaultLanguage(readCookie(cookieNames.language), browserLanguages());

void i18next.use(initReactI18next).init({
  resources: { en: { translation: locales.en }, 'zh-cn': { translation: locales['zh-cn'] } },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh-cn'],
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

const applyDocumentLanguage = (language: Language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zh-cn' ? 'zh-CN' : 'en';
  document.title = i18next.t('app.title');
};
applyDocumentLanguage(initial);

export const i18n = i18next;

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en');

/** The `language` field every POST body carries (spec §7). */
export const currentWireLanguage = () => wireLanguageOf(currentLanguage());

/** Changes the UI language and remembers it for 30 days. */
export const changeLanguage = async (language: Language) => {
  writeCookie(cookieNames.language, language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** For code outside React (the HTTP client's toasts). */
export const translate = (key: string) => i18next.t(key);
