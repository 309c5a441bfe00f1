import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Footer } from './parts/footer';
import { Navbar } from './parts/navbar';
import { QueryProvider } from '../../shared/query/query-provider';

/** Spec §2 no-navigation layout: the navbar and footer without the vertical navigation. */
const NonavLayoutFrame = () => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <Navbar start={<BrandLogo />} />
    <Box component="main" sx={{ flex: 1, width: '100%', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, sm: 4 } }}>
      <Outlet />
    </Box>
    <Footer />
  </Box>
);

export const NonavLayout = () => (
  <QueryProvider>
    <NonavLayoutFrame />
  </QueryProvider>
);
