import { redirect } from '@tanstack/react-router';
import { SIGN_IN_BUILD, SIGN_IN_PAGES } from '../../shared/config/app';
import { getSession } from '../../shared/session/session-store';
import { decideRoute } from './decide-route';

/**
 * The sign-in build leaves for the app by a full load: the page the browser loads next is the app's, on React.
 * The router has already written the new address into the history, so the load replaces that entry (Back
 * still returns to the page before). The navigation waits for it.
 */
const loadApp = (href: string): Promise<never> => {
  window.location.replace(href);
  return new Promise<never>(() => undefined);
};

/** Runs before every navigation (root `beforeLoad`); a redirect replaces the history entry (spec §2). */
export const guardRoute = (pathname: string, href: string = pathname) => {
  const { token, cardToken } = getSession();
  const decision = decideRoute({
    path: pathname,
    hasToken: !!token,
    hasCardToken: !!cardToken,
    host: window.location.host,
  });
  if (SIGN_IN_BUILD) {
    if (decision && !SIGN_IN_PAGES.has(decision.redirectTo)) return loadApp(decision.redirectTo);
    if (!decision && !SIGN_IN_PAGES.has(pathname)) return loadApp(href);
  }
  if (decision) throw redirect({ to: decision.redirectTo, replace: true });
  return undefined;
};
