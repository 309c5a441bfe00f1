import { useQuery } from '@tanstack/react-query';
import type { AvailableData } from '@remit/contract/order';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

export const balancesQueryOptions = () =>
  gatewayQueryOptions<AvailableData>(withdrawalKeys.balances(), 'order-balance', 'list');
export const useBalances = () => useQuery(balancesQueryOptions());

export const useFees = () =>
  useQuery({
    ...gatewayQueryOptions<FeeScheduleRecord[]>(withdrawalKeys.fees(), 'order-fee', 'list'),
    staleTime: 60_000,
  });
