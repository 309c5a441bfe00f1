import { mergeLocale } from './tree';

/** The English text of every feature, loaded when a signed-in layout first opens. */
export default mergeLocale({}, import.meta.glob('../features/*/locales/en.json', { eager: true }));
