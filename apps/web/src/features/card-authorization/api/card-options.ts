import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CardRecord } from '@remit/contract/card';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { cardAuthorizationKeys } from './card-authorization-keys';

/** The partner's cards for the Simulate dialog's picker (`card/page`), searched by last 4 or name. */
export const useCardOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: cardAuthorizationKeys.cards(search),
    // No abort signal: typing replaces the key at each digit, and a cancelled picker search is not an error.
    queryFn: () =>
      apiData<PageData<CardRecord>>(gatewayPath('card', 'page'), {
        method: 'POST',
        body: { page: 1, size: 50, ...(search ? { search } : {}) },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
