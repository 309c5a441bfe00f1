import Translate from '@mui/icons-material/Translate';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** en / 中文: changes the interface and the `language` the server answers in (spec §7). */
export const LanguageSwitcher = () => {
  const { t } = useTranslation();
  return (
    <MenuButton color="inherit" label={t('navbar.language')} title={t('navbar.language')} Menu={LanguageMenu}>
      <Translate />
    </MenuButton>
  );
};
