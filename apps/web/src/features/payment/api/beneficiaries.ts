import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import {
  ENTITY_STATUS,
  type BeneficiaryInput,
  type BeneficiaryPageRequest,
  type BeneficiaryRecord,
} from '@remit/contract/beneficiary';
import { paymentKeys } from './payment-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';

export type BeneficiaryQuery = Partial<Omit<BeneficiaryPageRequest, 'dtoName' | 'language'>>;

export const beneficiariesQueryOptions = (request: BeneficiaryQuery) =>
  pageQueryOptions<PageData<BeneficiaryRecord>>('beneficiary', paymentKeys.beneficiaries(request), request);
export const useBeneficiaries = (request: BeneficiaryQuery) => useQuery(beneficiariesQueryOptions(request));

/** Field errors come back on the ApiError; the form shows them beside their fields (notify off). */
export const useSaveBeneficiary = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BeneficiaryInput & { id?: string }) =>
      gatewayData<BeneficiaryRecord>('beneficiary', id ? 'update' : 'create', id ? { id, ...body } : body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

export const useSetBeneficiaryStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; status: (typeof ENTITY_STATUS)['ENABLED' | 'DISABLED'] }) =>
      gatewayData<BeneficiaryRecord>('beneficiary', 'call', body),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};
