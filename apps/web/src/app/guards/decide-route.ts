import { HOME, KNOWN_PATHS, PRE_LOGIN_PATHS, UNAUTHENTICATED_ONLY, paths } from './paths';

export type RouteFacts = {
  path: string;
  hasToken: boolean;
  hasCardToken: boolean;
  /** `window.location.host`, e.g. "portal.example.com" or "localhost:8080". */
  host: string;
};

/** Where a navigation must go instead, or null when it may proceed. Redirects always replace. */
export type RouteDecision = {
  redirectTo: '/login' | '/dashboard' | '/inquery' | '/single-balance-search';
} | null;

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Spec §2 Guards, as one pure function:
 * - the index path goes to login (and login goes home when signed in);
 * - unknown paths are the public not-found page;
 * - single-balance-search needs a card token, else inquery; with a card token, inquery goes there;
 * - without a session token only the pre-login routes pass, the rest go to login;
 * - with a session token, login (and forget-password) go home;
 * - with a session token, /permission goes home unless the host includes "808".
 *
 * The card-token routes are guarded by the card token alone: the balance lookup is meant for
 * someone holding a card token, and requiring a portal session there would send a card-only
 * visitor from inquery to the balance and on to login.
 */
export const decideRoute = ({ path, hasToken, hasCardToken, host }: RouteFacts): RouteDecision => {
  const p = normalize(path);
  if (p === paths.root) return { redirectTo: hasToken ? HOME : paths.login };
  if (!KNOWN_PATHS.has(p)) return null;

  if (p === paths.singleBalanceSearch) return hasCardToken ? null : { redirectTo: paths.inquery };
  if (p === paths.inquery) return hasCardToken ? { redirectTo: paths.singleBalanceSearch } : null;

  if (!hasToken) return PRE_LOGIN_PATHS.includes(p) ? null : { redirectTo: paths.login };
  if (UNAUTHENTICATED_ONLY.includes(p)) return { redirectTo: HOME };
  if (p === paths.permission && !host.includes('808')) return { redirectTo: HOME };
  return null;
};
