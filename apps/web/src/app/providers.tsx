import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from '@tanstack/react-router';
import { cookieNames, settingCookie } from '../shared/storage/cookies';
import { cookieStorageManager } from '../shared/theme/cookie-storage-manager';
import { theme } from '../shared/theme/theme';
import { router } from './router';
import { Toasts } from './toasts';

export const Providers = () => (
  <ThemeProvider
    theme={theme}
    defaultMode="system"
    storageManager={cookieStorageManager}
    modeStorageKey={cookieNames.theme}
    colorSchemeStorageKey={settingCookie('color-scheme')}
    disableTransitionOnChange
  >
    <CssBaseline enableColorScheme />
    {/* The ability needs no provider: its context defaults to the one ability, loaded with the screens using it. */}
    <RouterProvider router={router} />
    <Toasts />
  </ThemeProvider>
);
