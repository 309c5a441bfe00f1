import { Outlet } from '@tanstack/react-router';
import { GlobalLoader } from './behaviours/global-loader';
import { LoadingBar } from './behaviours/loading-bar';
import { RouteScroll } from './behaviours/route-scroll';
import { ChangePasswordHost } from './session/change-password-host';
import { SessionSync } from './session/session-sync';
import { TwoFactorHost } from './session/two-factor-host';

/** What every page has, whatever its layout. */
export const RootShell = () => (
  <>
    <LoadingBar />
    <RouteScroll />
    <SessionSync />
    <Outlet />
    <ChangePasswordHost />
    <TwoFactorHost />
    <GlobalLoader />
  </>
);
