import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type {
  ApplyRecord,
  CardApplyInput,
  CardCallData,
  CardLimitsInput,
  CardRecord,
  CardSensitiveData,
  CardSensitiveGrant,
  CardUploadData,
} from '@remit/contract/card';
import { uploadForm } from '../../../shared/http/files';
import { cardKeys } from './card-keys';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

/** What `card/call` takes from the screen (the gateway fields are added by the client). */
export type CardCallBody =
  | { id: string; action: 'activate' | 'block' | 'unblock' | 'loss' | 'unloss'; reason?: string }
  | { id: string; action: 'revoke'; reason?: string; last4: string }
  | { id: string; action: 'topUp' | 'withdraw'; amount: string; idempotencyKey: string; reason?: string }
  | { id: string; action: 'setPin'; pin: string }
  | { id: string; action: 'setAcsPassword'; password: string }
  | { id: string; action: 'sendResetCode'; secret: 'pin' | 'acsPassword' }
  | { id: string; action: 'resetPin'; code: string; pin: string }
  | { id: string; action: 'resetAcsPassword'; code: string; password: string }
  | { id: string; action: 'sendInfo' };

/** A state action or a money move (`card/call`); a refusal is the server's message in a toast. */
export const useCardCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CardCallBody) => gatewayData<CardCallData>('card', 'call', body),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
};

/** Lower limits (`card/update`); null puts a limit back to the product's default. */
export const useUpdateLimits = () =>
  useRefreshingMutation(cardKeys.all, (body: { id: string; limits: CardLimitsInput }) =>
    gatewayData<CardRecord>('card', 'update', body, { notify: false }),
  );

/** An apply record for an approved merchant (`card/create`); the issuer answers it later. */
export const useApplyCard = () =>
  useRefreshingMutation(cardKeys.all, (body: CardApplyInput) =>
    gatewayData<ApplyRecord>('card', 'create', { ...body }, { notify: false }),
  );

/**
 * The sensitive view: the password at `card/get-by` answers a one-time grant, spent at once by `card/reveal`
 * for the card data and what is left of the grant's life. Never cached, never stored; the dialog shows the
 * refusal itself.
 */
export const useSensitiveView = () =>
  useMutation({
    mutationFn: async (body: { id: string; password: string; code?: string }) => {
      const { grant } = await gatewayData<CardSensitiveGrant>('card', 'get-by', body, { notify: false });
      return gatewayData<CardSensitiveData>('card', 'reveal', { id: body.id, grant }, { notify: false });
    },
  });

/** Dismisses a failed apply record (`card/delete`). */
export const useRemoveApplyRecord = () =>
  useRefreshingMutation(cardKeys.all, (id: string) => gatewayData<null>('card', 'delete', { id }));

/** Bulk apply (`card/upload`, multipart): one apply record per valid row, each bad row with its line and reason. */
export const useBulkApply = () =>
  useRefreshingMutation(cardKeys.all, (file: File) =>
    uploadForm<CardUploadData>(gatewayPath('card', 'upload'), {}, file, { notify: false }),
  );
