import { useQuery } from '@tanstack/react-query';
import type { CardDetail } from '@remit/contract/card';
import { cardKeys } from './card-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** Card Details (`card/get`): the card, its limit lines, balance, history and allowed actions. */
export const useCard = (id: string) =>
  useQuery({
    queryKey: cardKeys.detail(id),
    queryFn: ({ signal }) => gatewayData<CardDetail>('card', 'get', { id }, { signal }),
  });
