import { CARD_TOKEN_HEADER, type CardLookupBalance, type CardLookupToken } from '@remit/contract/card-lookup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../shared/http/client';
import { newCardRequestId } from '../lib/request-id';

/**
 * The public balance lookup. A 401 here is the card token's, never the portal session's: it does not sign
 * anyone out (unauthorizedEndsSession off), and the screens show their own messages (notify off).
 */
export const requestCardToken = (body: { pan: string; expiry: string; cvv2: string }) =>
  apiData<CardLookupToken>('/api/portal/card-lookup/token', {
    method: 'POST',
    body: { ...body, requestId: newCardRequestId() },
    unauthorizedEndsSession: false,
    notify: false,
  });

export const useRequestCardToken = () => useMutation({ mutationFn: requestCardToken });

export const cardLookupKeys = {
  all: ['card-lookup'] as const,
  balance: (cardToken: string) => [...cardLookupKeys.all, 'balance', cardToken] as const,
};

export const useCardBalance = (cardToken: string | null) =>
  useQuery({
    queryKey: cardLookupKeys.balance(cardToken ?? ''),
    enabled: !!cardToken,
    retry: false,
    queryFn: ({ signal }) =>
      apiData<CardLookupBalance>('/api/portal/card-lookup/balance', {
        method: 'POST',
        body: { requestId: newCardRequestId() },
        headers: { [CARD_TOKEN_HEADER]: cardToken ?? '' },
        signal,
        unauthorizedEndsSession: false,
        notify: false,
      }),
  });
