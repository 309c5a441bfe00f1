import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CardRecord } from '@remit/contract/card';
import { type PageData } from '@remit/contract/gateway';
import { cardAuthorizationKeys } from './card-authorization-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** The partner's cards for the Simulate dialog's picker (`card/page`), searched by last 4 or name. */
export const useCardOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: cardAuthorizationKeys.cards(search),
    // No abort signal: typing replaces the key at each digit, and a cancelled picker search is not an error.
    queryFn: () =>
      gatewayData<PageData<CardRecord>>('card', 'page', { page: 1, size: 50, ...(search ? { search } : {}) }),
    enabled,
    placeholderData: keepPreviousData,
  });
