import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { gatewayData } from '../../../shared/http/gateway';

type Acceptor = { mcc?: string; acceptorName?: string; country?: string };
/** A network message the portal sends (the server fills the acceptor's defaults); the hook adds the id. */
export type NetworkMessage =
  | ({ type: 'authorization'; cardId: string; amount: string; currency: string } & Acceptor)
  | ({ type: 'verification'; cardId: string } & Acceptor)
  | { type: 'incremental' | 'clearing' | 'refund'; originalId: string; amount: string }
  | { type: 'reversal'; originalId: string; amount?: string };

/** A fresh network message id (`web-` and a random UUID): the same id twice would be one decision. */
export const newNetworkMessageId = () => `web-${crypto.randomUUID()}`;

/**
 * The sandbox card network (`card-authorization/call`): one message, the server's decision back. A decline is
 * a 200 with `authStatus: 'declined'` and its reason; a refused message (wrong state, too much) is a toast.
 */
export const useNetworkMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: NetworkMessage) =>
      gatewayData<AuthorizationRecord>('card-authorization', 'call', {
        ...message,
        networkMessageId: newNetworkMessageId(),
      }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: cardAuthorizationKeys.all }),
        // Card Details' balance and meters move with each decision.
        client.invalidateQueries({ queryKey: ['card'] }),
      ]);
    },
  });
};
