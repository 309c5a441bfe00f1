import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { SIGN_IN_BUILD } from '../shared/config/app';
import { useSession } from '../shared/session/use-session';
import { GlobalLoader } from './behaviours/global-loader';
import { LoadingBar } from './behaviours/loading-bar';
import { RouteScroll } from './behaviours/route-scroll';
import { ensureConfigs } from './session/ensure-configs';

/**
 * The session's hosts (user query, forced password change, two-factor enrolment) load with a session; the
 * sign-in build has none: with a session it is already loading the app.
 */
const SignedInHosts = lazy(() =>
  import('./session/signed-in-hosts').then((module) => ({ default: module.SignedInHosts })),
);

/** What every page has, whatever its layout. */
export const RootShell = () => {
  const { token } = useSession();
  // The configuration as soon as a session exists (a first load, a reload), before the session hosts load.
  useEffect(() => {
    if (token && !SIGN_IN_BUILD) ensureConfigs();
  }, [token]);
  return (
    <>
      <LoadingBar />
      <RouteScroll />
      <Outlet />
      {token && !SIGN_IN_BUILD && (
        <Suspense fallback={null}>
          <SignedInHosts />
        </Suspense>
      )}
      <GlobalLoader />
    </>
  );
};
