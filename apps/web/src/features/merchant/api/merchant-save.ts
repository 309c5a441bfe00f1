import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { MerchantRecord } from '@remit/contract/merchant';
import { apiData } from '../../../shared/http/client';
import type { MerchantFormOutput } from '../lib/merchant-form';
import { merchantKeys } from './merchant-keys';

/**
 * `merchant/create` (a draft, To Be Uploaded) or `merchant/update` (To Be Uploaded or Rejected only).
 * Field errors come back on the ApiError and the form shows them beside their fields.
 */
export const useSaveMerchant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: MerchantFormOutput }) =>
      apiData<MerchantRecord>(gatewayPath('merchant', id ? 'update' : 'create'), {
        method: 'POST',
        body: id ? { ...values, id } : { ...values },
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchantKeys.all }),
  });
};
