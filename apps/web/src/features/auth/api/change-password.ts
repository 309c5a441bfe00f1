import type { ChangePasswordRequest } from '@remit/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/http/api-error';
import { apiRequest } from '../../../shared/http/client';
import { notifyError } from '../../../shared/ui/notify';
import { getSession } from '../../../shared/session/session-store';

/**
 * Spec §7: the token travels in the query string and the body as well as the header. Spec §8: an
 * answer with a code other than 10000 is a toast of its message; a request that fails without an
 * answer only stops the spinner.
 */
export const changePassword = (body: Pick<ChangePasswordRequest, 'old_password' | 'new_password'>) => {
  const token = getSession().token ?? '';
  return apiRequest('/api/dashboard/app/user/changePassword', {
    method: 'POST',
    query: { access_token: token },
    body: { token, ...body },
    notify: false,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code) notifyError(error.message);
    throw error;
  });
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
