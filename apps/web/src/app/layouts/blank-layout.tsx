import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './parts/language-switcher';
import { ThemeSwitcher } from './parts/theme-switcher';

/** Spec §2 blank layout: the page alone, centred, with the language and theme switchers. */
export const BlankFrame = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      bgcolor: 'background.default',
      backgroundImage:
        'radial-gradient(ellipse at top left, rgba(var(--mui-palette-primary-mainChannel) / 0.12), transparent 55%)',
    }}
  >
    <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, p: 2 }}>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
    <Box
      component="main"
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 8 }}
    >
      {children}
    </Box>
  </Box>
);

export const BlankLayout = () => (
  <BlankFrame>
    <Outlet />
  </BlankFrame>
);
