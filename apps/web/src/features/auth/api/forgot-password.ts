import type { ForgotPasswordRequest } from '@remit/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/http/client';

/** Spec §7: always answers success, so it never tells whether an address has an account. */
export const forgotPassword = (body: Omit<ForgotPasswordRequest, 'language'>) =>
  apiRequest('/api/dashboard/forgot-password-booster', {
    method: 'POST',
    body,
    unauthorizedEndsSession: false,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
