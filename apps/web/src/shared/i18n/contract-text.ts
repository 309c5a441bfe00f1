import { useTranslation } from 'react-i18next';
import { isLanguage, wireLanguageOf } from './language';

/** A text the contract keeps in both languages (status, reason and kind tables). */
export type ContractText = { en: string; zh_CN: string };

/** Picks a contract text in the interface language: `const text = useContractText(); text(table[key])`. */
export const useContractText = () => {
  const { i18n } = useTranslation();
  const wire = wireLanguageOf(isLanguage(i18n.language) ? i18n.language : 'en');
  return (text: ContractText | undefined, fallback = '') => text?.[wire] ?? fallback;
};
