import type { LoginData } from '@remit/contract/auth';
import {
  TWO_FACTOR_CONFIRM_PATH,
  TWO_FACTOR_ENROL_PATH,
  TWO_FACTOR_LOGIN_PATH,
  type TwoFactorConfirmData,
  type TwoFactorEnrolData,
  type TwoFactorLoginRequest,
} from '@remit/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../shared/http/client';
import { startSession } from '../session';

/** The second sign-in step: the token from the password step and a code; a wrong code is not a lost session. */
export const loginWithCode = (body: Omit<TwoFactorLoginRequest, 'language'>) =>
  apiData<LoginData>(TWO_FACTOR_LOGIN_PATH, { method: 'POST', body, unauthorizedEndsSession: false });

export const useLoginWithCode = () => useMutation({ mutationFn: loginWithCode, onSuccess: startSession });

export const startEnrolment = () => apiData<TwoFactorEnrolData>(TWO_FACTOR_ENROL_PATH, { method: 'POST' });
export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });

export const confirmEnrolment = (code: string) =>
  apiData<TwoFactorConfirmData>(TWO_FACTOR_CONFIRM_PATH, { method: 'POST', body: { code } });
export const useConfirmEnrolment = () => useMutation({ mutationFn: confirmEnrolment });
