import { useTranslation } from 'react-i18next';
import type { LocalText } from '@remit/contract/local-text';
import { isLanguage, wireLanguageOf } from './language';

/** Picks a contract text in the interface language: `const text = useContractText(); text(table[key])`. */
export const useContractText = () => {
  const { i18n } = useTranslation();
  const wire = wireLanguageOf(isLanguage(i18n.language) ? i18n.language : 'en');
  return (text: LocalText | undefined, fallback = '') => text?.[wire] ?? fallback;
};
