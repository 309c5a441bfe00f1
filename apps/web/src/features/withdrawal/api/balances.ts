import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { AvailableData } from '@remit/contract/order';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';

export const balancesQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.balances(),
    queryFn: ({ signal }) =>
      apiData<AvailableData>(gatewayPath('order-balance', 'list'), { method: 'POST', body: {}, signal }),
  });
export const useBalances = () => useQuery(balancesQueryOptions());

export const useFees = () =>
  useQuery({
    queryKey: withdrawalKeys.fees(),
    queryFn: ({ signal }) =>
      apiData<FeeScheduleRecord[]>(gatewayPath('order-fee', 'list'), { method: 'POST', body: {}, signal }),
    staleTime: 60_000,
  });
