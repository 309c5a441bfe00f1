import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocalePart, type LocalePart } from '../../locales/index';
import { cookieNames, readCookie, writeCookie } from '../storage/cookies';
import { defaultLanguage, isLanguage, wireLanguageOf, type Language } from './language';

const browserLanguages = () =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length
      ? navigator.languages
      : [navigator.language];

const initial = defaultLanguage(readCookie(cookieNames.language), browserLanguages());

const loadedParts = new Set<string>();
/** The `app` part is wanted once a signed-in layout has opened; a language change then loads it too. */
let appWanted = false;

const ensurePart = async (language: Language, part: LocalePart) => {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return;
  const tree = await loadLocalePart(language, part);
  i18next.addResourceBundle(language, 'translation', tree, true, false);
  loadedParts.add(key);
};

const ensureLocale = async (language: Language) => {
  await Promise.all([ensurePart(language, 'public'), ...(appWanted ? [ensurePart(language, 'app')] : [])]);
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

/** Every feature's text in the current language: a signed-in layout awaits this before it renders. */
export const ensureAppText = async () => {
  appWanted = true;
  await ensurePart(currentLanguage(), 'app');
};

/** For code outside React (the HTTP client's toasts). */
export const translate = (key: string) => i18next.t(key);
