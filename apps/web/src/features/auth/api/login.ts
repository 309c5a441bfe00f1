import type { LoginRequest } from '@remit/contract/auth';
import type { LoginAnswer } from '@remit/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../shared/http/client';
import { startSession } from '../session';

export const LOGIN_PATH = '/api/dashboard/login-remittance';

/**
 * Spec §7 sign-in. A 401 here means wrong credentials, not an ended session: its message is shown
 * as a toast and nothing else happens.
 */
export const login = (body: Omit<LoginRequest, 'language'>) =>
  apiData<LoginAnswer>(LOGIN_PATH, {
    method: 'POST',
    body,
    headers: { g_score: '' },
    unauthorizedEndsSession: false,
  });

/** A right password opens a session, or, for a user with a second factor, only the code step. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
    },
  });
