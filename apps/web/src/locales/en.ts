import shell from './en.json';
import { mergeLocale } from './tree';

/** The English text a signed-out page needs: the shell's own (signing in among it). */
export default mergeLocale(shell, {});
