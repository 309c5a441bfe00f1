import shell from './zh-cn.json';
import { mergeLocale } from './tree';

/** All Simplified Chinese text, one chunk: loaded only when the interface is in Chinese. */
export default mergeLocale(shell, import.meta.glob('../features/*/locales/zh-cn.json', { eager: true }));
