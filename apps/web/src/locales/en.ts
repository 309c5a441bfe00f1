import shell from './en.json';
import { mergeLocale } from './tree';

/** All English text, one chunk: loaded only when the interface is in English. */
export default mergeLocale(shell, import.meta.glob('../features/*/locales/en.json', { eager: true }));
