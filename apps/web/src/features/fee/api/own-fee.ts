import { useQuery } from '@tanstack/react-query';
import type { FeeScheduleRecord } from '@remit/contract/fee';
import { feesKeys } from './fee-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** The schedule the signed-in user's partner pays (read-only: only the operator changes fees). */
export const useOwnFees = () =>
  useQuery(gatewayQueryOptions<FeeScheduleRecord[]>(feesKeys.own(), 'order-fee', 'list'));
