import { apiRequest } from '../../../shared/http/client';
import { getSession } from '../../../shared/session/session-store';

/**
 * Spec §7: revokes the session on the server. The caller ends the session in the browser whatever
 * the answer, so a failure here is silent.
 */
export const logout = async () => {
  const token = getSession().token;
  if (!token) return;
  await apiRequest('/api/dashboard/logout', {
    method: 'DELETE',
    query: { access_token: token },
    unauthorizedEndsSession: false,
    notify: false,
  }).catch(() => undefined);
};
