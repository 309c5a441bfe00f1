import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

/** The sticky top bar: nav toggle (when there is a nav), the start slot, switchers, the end slot. */
export const Navbar = ({
  onToggleNav,
  start,
  end,
}: {
  onToggleNav?: () => void;
  start?: ReactNode;
  end?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        top: 0,
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'blur(6px)',
        bgcolor: 'rgba(var(--mui-palette-background-paperChannel) / 0.85)',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        {onToggleNav && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('navbar.toggleNav')}
            title={t('navbar.toggleNav')}
            onClick={onToggleNav}
          >
            <MenuIcon />
          </IconButton>
        )}
        {start}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        {end}
      </Toolbar>
    </AppBar>
  );
};
