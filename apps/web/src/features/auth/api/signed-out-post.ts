import { apiRequest } from '../../../shared/http/client';

/**
 * A POST made signed out (spec §7 password reset): the body without `language` (the client adds it), and a
 * 401 is the server's answer to show, not an ended session.
 */
export const signedOutPost =
  <B extends { language?: unknown }>(path: string) =>
  (body: Omit<B, 'language'>) =>
    apiRequest(path, { method: 'POST', body, unauthorizedEndsSession: false });
