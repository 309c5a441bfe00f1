/**
 * The interface text: the shell's own files here, plus one pair per feature
 * (`features/<feature>/locales/{en,zh-cn}.json`, each under its own top-level key), merged into one tree.
 */
import en from './en.json';
import zhCn from './zh-cn.json';

type Tree = { [key: string]: string | Tree };

const merge = (target: Tree, source: Tree, path = ''): Tree => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value, `${path}${key}.`);
    else if (existing !== undefined) throw new Error(`locale key ${path}${key} is defined twice`);
    else target[key] = typeof value === 'object' ? merge({}, value, `${path}${key}.`) : value;
  }
  return target;
};

const featureFiles = (language: 'en' | 'zh-cn') => {
  const files = import.meta.glob<{ default: Tree }>('../features/*/locales/*.json', { eager: true });
  return Object.entries(files)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module.default);
};

const build = (shell: Tree, language: 'en' | 'zh-cn') =>
  featureFiles(language).reduce<Tree>((all, file) => merge(all, file), merge({}, shell));

export const locales = { en: build(en, 'en'), 'zh-cn': build(zhCn, 'zh-cn') } as const;
