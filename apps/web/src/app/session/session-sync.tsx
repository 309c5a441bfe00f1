import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { authKeys } from '../../features/auth/api/auth-keys';
import { useSessionQuery } from '../../features/auth/api/user-query';
import { ensureConfigs } from './ensure-configs';
import { queryClient } from '../../shared/query/query-client';
import { getSession } from '../../shared/session/session-store';
import { useSession } from '../../shared/session/use-session';

/**
 * Keeps the browser's idea of the session honest: the user query runs at start (spec §7) and again
 * on every screen change, so changed permissions apply on the next screen and a revoked session ends
 * with the 401 flow instead of a stale shell.
 */
export const SessionSync = () => {
  const { token } = useSession();
  const router = useRouter();
  useSessionQuery(!!token);

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
