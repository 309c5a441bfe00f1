import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocale } from '../../locales/index';
import { cookieNames, readCookie, writeCookie } from '../storage/cookies';
import { defaultLanguage, isLanguage, wireLanguageOf, type Language } from './language';

const browserLanguages = () =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length
      ? navigator.languages
      : [navigator.language];

const initial = defaultLanguage(readCookie(cookieNames.language), browserLanguages());

const ensureLocale = async (language: Language) => {
  if (!i18next.hasResourceBundle(language, 'translation'))
    i18next.addResourceBundle(language, 'translation', await loadLocale(language));
};

const init = i18next.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh-cn'],
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  // The text of a language arrives with its own chunk (ensureLocale), not at start-up.
  partialBundledLanguages: true,
});

const applyDocumentLanguage = (language: Language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zh-cn' ? 'zh-CN' : 'en';
  document.title = i18next.t('app.title');
};

/** Resolves when the start-up language's text is in: render after it, so no key flashes. */
export const i18nReady = init.then(() => ensureLocale(initial)).then(() => applyDocumentLanguage(initial));

export const i18n = i18next;

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en');

/** The `language` field every POST body carries (spec §7). */
export const currentWireLanguage = () => wireLanguageOf(currentLanguage());

/** Changes the UI language and remembers it for 30 days. */
export const changeLanguage = async (language: Language) => {
  writeCookie(cookieNames.language, language);
  await ensureLocale(language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** For code outside React (the HTTP client's toasts). */
export const translate = (key: string) => i18next.t(key);
