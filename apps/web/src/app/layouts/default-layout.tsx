import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { screenSubject } from '@remit/contract/permission';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppAbility } from '../../shared/abilities/can';
import { cookieNames, readCookie, writeCookie } from '../../shared/storage/cookies';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { NotAuthorized } from '../../shared/ui/not-authorized';
import { ScrollToTop } from '../behaviours/scroll-to-top';
import { VerticalNav } from './nav/vertical-nav';
import { Footer } from './parts/footer';
import { Navbar } from './parts/navbar';
import { UserMenu } from './parts/user-menu';
import { QueryProvider } from '../../shared/query/query-provider';

const NAV_WIDTH = 264;

/** Whether the signed-in user may view the screen at this path (spec §6, action "view"). */
const useScreenAllowed = () => {
  const ability = useAppAbility();
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/+$/, '') || '/' });
  const subject = screenSubject[pathname];
  return !subject || ability.can('view', subject);
};

/**
 * Spec §2 default layout: vertical navigation, sticky navbar, static footer, fluid content. Below
 * the large breakpoint (1280) the navigation is an overlay drawer.
 */
const DefaultLayoutFrame = () => {
  const theme = useTheme();
  const overlay = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => readCookie(cookieNames.navCollapsed) === 'true');
  const allowed = useScreenAllowed();

  const toggleNav = () => {
    if (overlay) return setDrawerOpen((open) => !open);
    writeCookie(cookieNames.navCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };

  // The side panel is a landmark of its own, so the brand at its top is inside one too.
  const nav = (
    <Box component="aside">
      <Toolbar sx={{ minHeight: { xs: 64 }, px: 2.5 }}>
        <BrandLogo />
      </Toolbar>
      <VerticalNav onNavigate={() => setDrawerOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {overlay ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
        >
          {nav}
        </Drawer>
      ) : (
        <Drawer
          variant="persistent"
          open={!collapsed}
          sx={{
            width: collapsed ? 0 : NAV_WIDTH,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box', borderRightStyle: 'dashed' },
          }}
        >
          {nav}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar
          onToggleNav={toggleNav}
          start={overlay || collapsed ? <BrandLogo /> : undefined}
          end={<UserMenu />}
        />
        <Box
          component="main"
          sx={{ flex: 1, width: '100%', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, sm: 4 } }}
        >
          {allowed ? <Outlet /> : <NotAuthorized />}
        </Box>
        <Footer />
      </Box>
      <ScrollToTop />
    </Box>
  );
};

export const DefaultLayout = () => (
  <QueryProvider>
    <DefaultLayoutFrame />
  </QueryProvider>
);
