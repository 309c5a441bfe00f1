import type { VerifyResetCodeRequest } from '@remit/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/client';

/** Spec §7: the emailed code and the new password. */
export const verifyResetCode = (body: Omit<VerifyResetCodeRequest, 'language'>) =>
  apiRequest('/api/dashboard/verify-reset-code-booster', {
    method: 'POST',
    body,
    unauthorizedEndsSession: false,
  });

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
