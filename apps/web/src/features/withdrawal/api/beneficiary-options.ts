import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import { ENTITY_STATUS, type BeneficiaryRecord } from '@remit/contract/beneficiary';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** The enabled beneficiaries a withdrawal account can belong to (the first 100, newest first). */
export const beneficiaryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.beneficiaries(),
    queryFn: ({ signal }) =>
      gatewayData<PageData<BeneficiaryRecord>>(
        'beneficiary',
        'page',
        { status: ENTITY_STATUS.ENABLED, size: 100 },
        { signal },
      ),
  });

export const useBeneficiaryOptions = (enabled: boolean) =>
  useQuery({ ...beneficiaryOptionsQueryOptions(), enabled });
