import type { VerifyResetCodeRequest } from '@remit/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { signedOutPost } from './signed-out-post';

/** Spec §7: the emailed code and the new password. */
export const verifyResetCode = signedOutPost<VerifyResetCodeRequest>(
  '/api/dashboard/verify-reset-code-booster',
);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
