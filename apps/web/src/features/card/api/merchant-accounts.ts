import { useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { MerchantDetail } from '@remit/contract/merchant';
import { apiData } from '../../../shared/http/client';
import { cardKeys } from './card-keys';

/** The merchant's accounts (`merchant/get`): where a top-up comes from and a withdrawal goes back to. */
export const useMerchantAccounts = (merchantId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...cardKeys.all, 'merchant-accounts', merchantId],
    queryFn: ({ signal }) =>
      apiData<MerchantDetail>(gatewayPath('merchant', 'get'), {
        method: 'POST',
        body: { id: merchantId },
        signal,
      }).then((m) => m.accounts),
    enabled,
  });
