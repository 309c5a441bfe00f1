import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableData } from '@remit/contract/order';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const balancesQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.balances(),
    queryFn: ({ signal }) => gatewayData<AvailableData>('order-balance', 'list', {}, { signal }),
  });
export const useBalances = () => useQuery(balancesQueryOptions());

export const useFees = () =>
  useQuery({
    queryKey: withdrawalKeys.fees(),
    queryFn: ({ signal }) => gatewayData<FeeScheduleRecord[]>('order-fee', 'list', {}, { signal }),
    staleTime: 60_000,
  });
