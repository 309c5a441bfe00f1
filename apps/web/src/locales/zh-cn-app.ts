import { mergeLocale } from './tree';

/** The Simplified Chinese text of every feature, loaded when a signed-in layout first opens. */
export default mergeLocale({}, import.meta.glob('../features/*/locales/zh-cn.json', { eager: true }));
