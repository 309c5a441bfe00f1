import { createRequestFlag } from './request-flag';

/** Asks the app shell to show the two-factor enrolment dialog (from the user menu). */
const flag = createRequestFlag();
export const openTwoFactor = flag.open;
export const closeTwoFactor = flag.close;
export const useTwoFactorRequested = flag.useRequested;
