import { useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { CardDetail } from '@remit/contract/card';
import { apiData } from '../../../shared/http/client';
import { cardKeys } from './card-keys';

/** Card Details (`card/get`): the card, its limit lines, balance, history and allowed actions. */
export const useCard = (id: string) =>
  useQuery({
    queryKey: cardKeys.detail(id),
    queryFn: ({ signal }) =>
      apiData<CardDetail>(gatewayPath('card', 'get'), { method: 'POST', body: { id }, signal }),
  });
