/**
 * The interface text: the shell's own files here, plus one pair per feature
 * (`features/<feature>/locales/{en,zh-cn}.json`, each under its own top-level key), merged into trees per
 * language and part. The `public` part (the shell's own text, signing in among it) is all a signed-out page
 * needs; the `app` part (every feature's) arrives when a signed-in layout first opens. Each is its own chunk.
 */
import type { Language } from '../shared/i18n/language';
import { merge, type Tree } from './tree';

export type LocalePart = 'public' | 'app';

type Loader = () => Promise<{ default: Tree }>;
const loaders: Record<Language, Record<LocalePart, Loader>> = {
  en: { public: () => import('./en'), app: () => import('./en-app') },
  'zh-cn': { public: () => import('./zh-cn'), app: () => import('./zh-cn-app') },
};

export const loadLocalePart = async (language: Language, part: LocalePart): Promise<Tree> =>
  (await loaders[language][part]()).default;

/** Every text of a language in one tree (both parts). */
export const loadLocale = async (language: Language): Promise<Tree> =>
  merge(merge({}, await loadLocalePart(language, 'public')), await loadLocalePart(language, 'app'));
