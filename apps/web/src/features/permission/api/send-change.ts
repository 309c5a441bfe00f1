import { gatewayPath } from '@remit/contract/gateway-path';
import type { EnvelopeLike } from '../../../shared/http/api-error';
import { apiRequest } from '../../../shared/http/client';

/**
 * One change through the gateway. Failures are not toasted here: the form decides whether the server's
 * message belongs under a field (duplicate email, role name) or in a toast (server-errors.ts).
 * Resolves with the server's data and its success message, already in the user's language.
 */
export const sendChange = async <T>(service: string, op: string, body: Record<string, unknown>) => {
  const answer = await apiRequest<EnvelopeLike & { data: T }>(gatewayPath(service, op), {
    method: 'POST',
    body,
    notify: false,
  });
  return { data: answer.data, message: answer.msg };
};
