/**
 * The interface text: the shell's own files here, plus one pair per feature
 * (`features/<feature>/locales/{en,zh-cn}.json`, each under its own top-level key), merged into one tree
 * per language. Each language is its own chunk, fetched when it is first used.
 */
import type { Language } from '../shared/i18n/language';
import type { Tree } from './tree';

const loaders: Record<Language, () => Promise<{ default: Tree }>> = {
  en: () => import('./en'),
  'zh-cn': () => import('./zh-cn'),
};

export const loadLocale = async (language: Language): Promise<Tree> => (await loaders[language]()).default;
