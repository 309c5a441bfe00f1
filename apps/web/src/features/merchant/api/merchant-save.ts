import type { MerchantRecord } from '@remit/contract/merchant';
import type { MerchantFormOutput } from '../lib/merchant-form';
import { merchantKeys } from './merchant-keys';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

/**
 * `merchant/create` (a draft, To Be Uploaded) or `merchant/update` (To Be Uploaded or Rejected only).
 * Field errors come back on the ApiError and the form shows them beside their fields.
 */
export const useSaveMerchant = () =>
  useRefreshingMutation(merchantKeys.all, ({ id, values }: { id?: string; values: MerchantFormOutput }) =>
    gatewayData<MerchantRecord>(
      'merchant',
      id ? 'update' : 'create',
      id ? { ...values, id } : { ...values },
      { notify: false },
    ),
  );
