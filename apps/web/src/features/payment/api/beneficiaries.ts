import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import {
  ENTITY_STATUS,
  type BeneficiaryInput,
  type BeneficiaryPageRequest,
  type BeneficiaryRecord,
} from '@remit/contract/beneficiary';
import { apiData } from '../../../shared/http/client';
import { paymentKeys } from './payment-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type BeneficiaryQuery = Partial<Omit<BeneficiaryPageRequest, 'dtoName' | 'language'>>;

export const beneficiariesQueryOptions = (request: BeneficiaryQuery) =>
  pageQueryOptions<PageData<BeneficiaryRecord>>('beneficiary', paymentKeys.beneficiaries(request), request);
export const useBeneficiaries = (request: BeneficiaryQuery) => useQuery(beneficiariesQueryOptions(request));

/** Field errors come back on the ApiError; the form shows them beside their fields (notify off). */
export const useSaveBeneficiary = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BeneficiaryInput & { id?: string }) =>
      apiData<BeneficiaryRecord>(gatewayPath('beneficiary', id ? 'update' : 'create'), {
        method: 'POST',
        body: id ? { id, ...body } : body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

export const useSetBeneficiaryStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; status: (typeof ENTITY_STATUS)['ENABLED' | 'DISABLED'] }) =>
      apiData<BeneficiaryRecord>(gatewayPath('beneficiary', 'call'), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};
