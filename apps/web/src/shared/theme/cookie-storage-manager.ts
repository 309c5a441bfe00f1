import type { StorageManager } from '@mui/system/cssVars';
import { readCookie, writeCookie } from '../storage/cookies';

/**
 * MUI keeps the colour mode in local storage by default; the spec keeps layout preferences in
 * 30-day cookies named with the app prefix (spec §2 Layouts, §9), so MUI stores through cookies.
 */
export const cookieStorageManager: StorageManager = ({ key }) => ({
  get: (defaultValue: unknown) => readCookie(key) ?? defaultValue,
  set: (value: unknown) => {
    if (typeof value === 'string') writeCookie(key, value);
  },
  subscribe: () => () => {},
});
