import { createRequestFlag } from './request-flag';

/** Asks the app shell to show the change-password dialog (from the user menu or the settings screen). */
const flag = createRequestFlag();
export const openChangePassword = flag.open;
export const closeChangePassword = flag.close;
export const useChangePasswordRequested = flag.useRequested;
