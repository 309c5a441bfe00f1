import { useQuery } from '@tanstack/react-query';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { feesKeys } from './fee-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** The schedule the signed-in user's partner pays (read-only: only the operator changes fees). */
export const useOwnFees = () =>
  useQuery({
    queryKey: feesKeys.own(),
    queryFn: ({ signal }) => gatewayData<FeeScheduleRecord[]>('order-fee', 'list', {}, { signal }),
  });
