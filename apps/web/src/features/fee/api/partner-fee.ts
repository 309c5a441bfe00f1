import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeePartner, FeeResetRequest, FeeScheduleRecord, FeeSetRequest } from '@remit/contract/fee';
import { feesKeys } from './fee-keys';
import { gatewayData } from '../../../shared/http/gateway';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** Operator: the partners whose fees can be edited (never the operator's own). */
export const useFeePartners = () =>
  useQuery(gatewayQueryOptions<FeePartner[]>(feesKeys.partners(), 'partner-fee', 'list'));

/** Operator: one partner's schedule (its own rules over the defaults). */
export const usePartnerFees = (partnerId: string) =>
  useQuery({
    ...gatewayQueryOptions<FeeScheduleRecord[]>(feesKeys.partner(partnerId), 'partner-fee', 'get-by', {
      partnerId,
    }),
    enabled: !!partnerId,
  });

type Change<T> = Omit<T, 'dtoName' | 'language'>;

/** Operator: set one rule, or drop it so the default applies; the answer is the whole schedule. */
export const useChangePartnerFee = () => {
  const client = useQueryClient();
  const done = (partnerId: string, schedule: FeeScheduleRecord[]) =>
    client.setQueryData(feesKeys.partner(partnerId), schedule);
  const set = useMutation({
    mutationFn: (input: Change<FeeSetRequest>) =>
      gatewayData<FeeScheduleRecord[]>('partner-fee', 'update', input, { notify: false }),
    onSuccess: (schedule, input) => done(input.partnerId, schedule),
  });
  const reset = useMutation({
    mutationFn: (input: Change<FeeResetRequest>) =>
      gatewayData<FeeScheduleRecord[]>('partner-fee', 'delete', input, { notify: false }),
    onSuccess: (schedule, input) => done(input.partnerId, schedule),
  });
  return { set, reset };
};
