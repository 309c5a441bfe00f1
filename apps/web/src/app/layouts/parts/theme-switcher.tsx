import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEverTrue } from '../../../shared/ui/use-ever-true';
import { MODES } from './theme-modes';

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

/**
 * Light, dark or system (spec §1); kept in the `remittance-theme` cookie. The menu loads on first open (it
 * is not needed to draw the page), and the button's hint is its title.
 */
export const ThemeSwitcher = () => {
  const { t } = useTranslation();
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useEverTrue(anchor !== null);
  const current = MODES.find((m) => m.mode === mode) ?? MODES[2];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('navbar.theme')}
        title={t('navbar.theme')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <current.Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
