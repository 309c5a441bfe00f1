import { redirect } from '@tanstack/react-router';
import { getSession } from '../../shared/session/session-store';
import { decideRoute } from './decide-route';

/** Runs before every navigation (root `beforeLoad`); a redirect replaces the history entry (spec §2). */
export const guardRoute = (pathname: string) => {
  const { token, cardToken } = getSession();
  const decision = decideRoute({
    path: pathname,
    hasToken: !!token,
    hasCardToken: !!cardToken,
    host: window.location.host,
  });
  if (decision) throw redirect({ to: decision.redirectTo, replace: true });
};
