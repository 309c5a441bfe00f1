import type { SessionData } from '@remit/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/http/client';
import { getSession } from '../../../shared/session/session-store';
import { applySessionData } from '../session';
import { authKeys } from './auth-keys';

/** Spec §7 user query: the user, the rules and the easy-password flag, fresh from the server. */
export const fetchSession = async (signal?: AbortSignal) => {
  const token = getSession().token ?? '';
  const data = await apiData<SessionData>('/api/dashboard/app/user/query', {
    method: 'POST',
    query: { access_token: token },
    signal,
  });
  applySessionData(data);
  return data;
};

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
  });

export const useSessionQuery = (enabled: boolean) => useQuery({ ...sessionQueryOptions(), enabled });
