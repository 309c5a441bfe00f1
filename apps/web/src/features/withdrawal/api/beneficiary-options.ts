import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type { BeneficiaryRecord } from '@remit/contract/beneficiary';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';

/** The enabled beneficiaries a withdrawal account can belong to (the first 100, newest first). */
export const beneficiaryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.beneficiaries(),
    queryFn: ({ signal }) =>
      apiData<PageData<BeneficiaryRecord>>(gatewayPath('beneficiary', 'page'), {
        method: 'POST',
        body: { status: 1, size: 100 },
        signal,
      }),
  });

export const useBeneficiaryOptions = (enabled: boolean) =>
  useQuery({ ...beneficiaryOptionsQueryOptions(), enabled });
