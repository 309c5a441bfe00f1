import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantCallRequest, MerchantRecord } from '@remit/contract/merchant';
import { merchantKeys } from './merchant-keys';
import { gatewayData } from '../../../shared/http/gateway';

/**
 * A partner's move (`merchant/call`): submit, resubmit or close. A refusal (a missing document, a state
 * that moved on) is the server's message in a toast.
 */
export const useMerchantCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<MerchantCallRequest, 'id' | 'action'>) =>
      gatewayData<MerchantRecord>('merchant', 'call', body),
    onSettled: () => client.invalidateQueries({ queryKey: merchantKeys.all }),
  });
};
