import shell from './zh-cn.json';
import { mergeLocale } from './tree';

/** The Simplified Chinese text a signed-out page needs: the shell's own (signing in among it). */
export default mergeLocale(shell, {});
