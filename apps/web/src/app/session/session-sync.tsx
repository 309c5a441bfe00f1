import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { authKeys } from '../../features/auth/api/auth-keys';
import { useSessionQuery } from '../../features/auth/api/user-query';
import { fetchConfigs } from '../../features/config/api/get-configs';
import { cachedConfigs } from '../../shared/config/stored-configs';
import { queryClient } from '../../shared/query/query-client';
import { getSession } from '../../shared/session/session-store';
import { useSession } from '../../shared/session/use-session';

let configsInFlight = false;

/** Spec §7: the global configuration, once per browser, fetched on a route change when signed in. */
const ensureConfigs = () => {
  if (configsInFlight || cachedConfigs()) return;
  configsInFlight = true;
  void fetchConfigs(getSession().userInfo?.id)
    .catch(() => undefined)
    .finally(() => {
      configsInFlight = false;
    });
};

/**
 * Keeps the browser's idea of the session honest: the user query runs at start (spec §7) and again
 * on every screen change, so changed permissions apply on the next screen and a revoked session ends
 * with the 401 flow instead of a stale shell.
 */
export const SessionSync = () => {
  const { token } = useSession();
  const router = useRouter();
  useSessionQuery(!!token);

  // Loaded with the session, this may mount after the first page has resolved (a full load, a reload).
  useEffect(() => {
    if (getSession().token) ensureConfigs();
  }, [token]);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (!getSession().token) return;
        ensureConfigs();
        if (pathChanged && fromLocation) void queryClient.invalidateQueries({ queryKey: authKeys.session() });
      }),
    [router],
  );
  return null;
};
