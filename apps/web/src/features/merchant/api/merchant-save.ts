import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantRecord } from '@remit/contract/merchant';
import type { MerchantFormOutput } from '../lib/merchant-form';
import { merchantKeys } from './merchant-keys';
import { gatewayData } from '../../../shared/http/gateway';

/**
 * `merchant/create` (a draft, To Be Uploaded) or `merchant/update` (To Be Uploaded or Rejected only).
 * Field errors come back on the ApiError and the form shows them beside their fields.
 */
export const useSaveMerchant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: MerchantFormOutput }) =>
      gatewayData<MerchantRecord>(
        'merchant',
        id ? 'update' : 'create',
        id ? { ...values, id } : { ...values },
        { notify: false },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: merchantKeys.all }),
  });
};
