import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ability } from '../shared/abilities/ability';
import { AbilityContext } from '../shared/abilities/can';
import { queryClient } from '../shared/query/query-client';
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
    <QueryClientProvider client={queryClient}>
      <AbilityContext.Provider value={ability}>
        <RouterProvider router={router} />
        <Toasts />
      </AbilityContext.Provider>
    </QueryClientProvider>
  </ThemeProvider>
);
