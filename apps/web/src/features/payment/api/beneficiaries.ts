import {
  ENTITY_STATUS,
  type BeneficiaryInput,
  type BeneficiaryPageRequest,
  type BeneficiaryRecord,
} from '@remit/contract/beneficiary';
import { paymentKeys } from './payment-keys';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

export type BeneficiaryQuery = PageQuery<BeneficiaryPageRequest>;

export const useBeneficiaries = (request: BeneficiaryQuery) =>
  usePageQuery<BeneficiaryRecord>('beneficiary', paymentKeys.beneficiaries(request), request);

/** Field errors come back on the ApiError; the form shows them beside their fields (notify off). */
export const useSaveBeneficiary = () =>
  useRefreshingMutation(paymentKeys.all, ({ id, ...body }: BeneficiaryInput & { id?: string }) =>
    gatewayData<BeneficiaryRecord>('beneficiary', id ? 'update' : 'create', id ? { id, ...body } : body),
  );

export const useSetBeneficiaryStatus = () =>
  useRefreshingMutation(
    paymentKeys.all,
    (body: { id: string; status: (typeof ENTITY_STATUS)['ENABLED' | 'DISABLED'] }) =>
      gatewayData<BeneficiaryRecord>('beneficiary', 'call', body),
  );
