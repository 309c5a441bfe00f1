import { SIGN_IN_BUILD_PAGES } from '@remit/contract/wire-constants';
/** Product constants (spec §3, §9). The prefix names every stored item and setting cookie. */
export const APP_TITLE = 'Remit Portal';
export const PROJECT_SIGN = 'remittance';

/** Spec §9: setting cookies last 30 days; default timezone Etc/UTC. */
export const COOKIE_DAYS = 30;
export const DEFAULT_TIMEZONE = 'Etc/UTC';

/** Spec §9: request timeout 60 s, toast timeout 4 s, loader overlay after 5 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_TIMEOUT_MS = 4_000;
export const LOADER_OVERLAY_DELAY_MS = 5_000;
/** How long the 401 toast is readable before the session ends (spec §8 "after the toast delay"). */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1_500;

/** Spec §9: scroll-to-top threshold and hash-scroll offset. */
export const SCROLL_TOP_THRESHOLD = 200;
export const SCROLL_OFFSET = 60;

/** Spec §9: overlay and dialog z-indexes. */
export const Z_OVERLAY = 2000;
export const Z_DIALOG = 2400;

/** Spec §9 dialog widths; the change-password dialog is 500 (auto below sm). */
export const DIALOG_WIDTH = { small: 600, medium: 960, large: 1280, changePassword: 500 } as const;

/**
 * This is the sign-in build (`vite build --mode signin`, on Preact): it shows only these pages, and any other
 * is a full load of the app.
 */
export const SIGN_IN_BUILD = import.meta.env.MODE === 'signin';
export const SIGN_IN_PAGES: ReadonlySet<string> = new Set(SIGN_IN_BUILD_PAGES);
