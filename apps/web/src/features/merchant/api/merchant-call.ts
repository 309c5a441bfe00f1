import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { MerchantCallRequest, MerchantRecord } from '@remit/contract/merchant';
import { apiData } from '../../../shared/http/client';
import { merchantKeys } from './merchant-keys';

/**
 * A partner's move (`merchant/call`): submit, resubmit or close. A refusal (a missing document, a state
 * that moved on) is the server's message in a toast.
 */
export const useMerchantCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<MerchantCallRequest, 'id' | 'action'>) =>
      apiData<MerchantRecord>(gatewayPath('merchant', 'call'), { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: merchantKeys.all }),
  });
};
