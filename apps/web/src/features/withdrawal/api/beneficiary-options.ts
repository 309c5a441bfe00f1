import { useQuery } from '@tanstack/react-query';
import { type PageData } from '@remit/contract/gateway';
import { ENTITY_STATUS, type BeneficiaryRecord } from '@remit/contract/beneficiary';
import { withdrawalKeys } from './withdrawal-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** The enabled beneficiaries a withdrawal account can belong to (the first 100, newest first). */
export const beneficiaryOptionsQueryOptions = () =>
  gatewayQueryOptions<PageData<BeneficiaryRecord>>(withdrawalKeys.beneficiaries(), 'beneficiary', 'page', {
    status: ENTITY_STATUS.ENABLED,
    size: 100,
  });

export const useBeneficiaryOptions = (enabled: boolean) =>
  useQuery({ ...beneficiaryOptionsQueryOptions(), enabled });
