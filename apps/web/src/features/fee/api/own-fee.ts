import { useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { apiData } from '../../../shared/http/client';
import { feesKeys } from './fee-keys';

/** The schedule the signed-in user's partner pays (read-only: only the operator changes fees). */
export const useOwnFees = () =>
  useQuery({
    queryKey: feesKeys.own(),
    queryFn: ({ signal }) =>
      apiData<FeeScheduleRecord[]>(gatewayPath('order-fee', 'list'), { method: 'POST', body: {}, signal }),
  });
