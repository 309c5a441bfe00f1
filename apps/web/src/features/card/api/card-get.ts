import { useQuery } from '@tanstack/react-query';
import type { CardDetail } from '@remit/contract/card';
import { cardKeys } from './card-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Card Details (`card/get`): the card, its limit lines, balance, history and allowed actions. */
export const useCard = (id: string) =>
  useQuery(gatewayQueryOptions<CardDetail>(cardKeys.detail(id), 'card', 'get', { id }));
