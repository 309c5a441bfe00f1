import { useColorScheme } from '@mui/material/styles';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button';
import { MODES } from './theme-modes';

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

/**
 * Light, dark or system (spec §1); kept in the `remittance-theme` cookie. The menu loads on first open (it
 * is not needed to draw the page), and the button's hint is its title.
 */
export const ThemeSwitcher = () => {
  const { t } = useTranslation();
  const { mode } = useColorScheme();
  const current = MODES.find((m) => m.mode === mode) ?? MODES[2];
  return (
    <MenuButton color="inherit" label={t('navbar.theme')} title={t('navbar.theme')} Menu={ThemeMenu}>
      <current.Icon />
    </MenuButton>
  );
};
