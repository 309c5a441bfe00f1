import type { ForgotPasswordRequest } from '@remit/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { signedOutPost } from './signed-out-post';

/** Spec §7: always answers success, so it never tells whether an address has an account. */
export const forgotPassword = signedOutPost<ForgotPasswordRequest>('/api/dashboard/forgot-password-booster');

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
