import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { EnvelopeLike } from '../../../shared/http/api-error';
import { apiRequest } from '../../../shared/http/client';
import { permissionKeys } from './permission-keys';

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

/**
 * A change's mutation. Settings' lists show each other's data (role names and user counts in both lists, the
 * catalogue in the role editor): every change refreshes all of Settings.
 */
export const useSettingsChange = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  });
};
