import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { FeePartner, FeeResetRequest, FeeScheduleRecord, FeeSetRequest } from '@remit/contract/fee';
import { apiData } from '../../../shared/http/client';
import { feesKeys } from './fee-keys';

/** Operator: the partners whose fees can be edited (never the operator's own). */
export const useFeePartners = () =>
  useQuery({
    queryKey: feesKeys.partners(),
    queryFn: ({ signal }) =>
      apiData<FeePartner[]>(gatewayPath('partner-fee', 'list'), { method: 'POST', body: {}, signal }),
  });

/** Operator: one partner's schedule (its own rules over the defaults). */
export const usePartnerFees = (partnerId: string) =>
  useQuery({
    queryKey: feesKeys.partner(partnerId),
    enabled: !!partnerId,
    queryFn: ({ signal }) =>
      apiData<FeeScheduleRecord[]>(gatewayPath('partner-fee', 'get-by'), {
        method: 'POST',
        body: { partnerId },
        signal,
      }),
  });

type Change<T> = Omit<T, 'dtoName' | 'language'>;

/** Operator: set one rule, or drop it so the default applies; the answer is the whole schedule. */
export const useChangePartnerFee = () => {
  const client = useQueryClient();
  const done = (partnerId: string, schedule: FeeScheduleRecord[]) =>
    client.setQueryData(feesKeys.partner(partnerId), schedule);
  const set = useMutation({
    mutationFn: (input: Change<FeeSetRequest>) =>
      apiData<FeeScheduleRecord[]>(gatewayPath('partner-fee', 'update'), {
        method: 'POST',
        body: input,
        notify: false,
      }),
    onSuccess: (schedule, input) => done(input.partnerId, schedule),
  });
  const reset = useMutation({
    mutationFn: (input: Change<FeeResetRequest>) =>
      apiData<FeeScheduleRecord[]>(gatewayPath('partner-fee', 'delete'), {
        method: 'POST',
        body: input,
        notify: false,
      }),
    onSuccess: (schedule, input) => done(input.partnerId, schedule),
  });
  return { set, reset };
};
