import { useQuery } from '@tanstack/react-query';
import type { MerchantDetail } from '@remit/contract/merchant';
import { cardKeys } from './card-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** The merchant's accounts (`merchant/get`): where a top-up comes from and a withdrawal goes back to. */
export const useMerchantAccounts = (merchantId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...cardKeys.all, 'merchant-accounts', merchantId],
    queryFn: ({ signal }) =>
      gatewayData<MerchantDetail>('merchant', 'get', { id: merchantId }, { signal }).then((m) => m.accounts),
    enabled,
  });
