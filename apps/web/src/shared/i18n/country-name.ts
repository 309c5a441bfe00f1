import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country code as its name in the interface language, code beside it ("Mexico (MX)"). */
export const useCountryName = () => {
  const { i18n } = useTranslation();
  const names = useMemo(
    () => new Intl.DisplayNames([i18n.language === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'region' }),
    [i18n.language],
  );
  return (code: string) => {
    if (!code) return '—';
    try {
      return `${names.of(code) ?? code} (${code})`;
    } catch {
      return code;
    }
  };
};
