import type { LoginRequest } from '@remit/contract/auth';
import type { LoginAnswer } from '@remit/contract/two-factor';
import { apiData } from '../../../shared/http/client';

export const LOGIN_PATH = '/api/dashboard/login-remittance';

/**
 * Spec §7 sign-in. A 401 here means wrong credentials, not an ended session: the form shows its message
 * and nothing else happens. A right password opens a session (the caller starts it), or, for a user with a
 * second factor, only the code step.
 */
export const login = (body: Omit<LoginRequest, 'language'>) =>
  apiData<LoginAnswer>(LOGIN_PATH, {
    method: 'POST',
    body,
    headers: { g_score: '' },
    unauthorizedEndsSession: false,
  });
