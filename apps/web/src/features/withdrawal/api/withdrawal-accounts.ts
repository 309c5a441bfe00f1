import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type {
  WithdrawalAccountCreateRequest,
  WithdrawalAccountPageRequest,
  WithdrawalAccountRecord,
  ENTITY_STATUS,
} from '@remit/contract/beneficiary';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

/** The statuses a user can switch an entity between. */
type EntityToggle = (typeof ENTITY_STATUS)['ENABLED' | 'DISABLED'];

export type WithdrawalAccountQuery = Partial<Omit<WithdrawalAccountPageRequest, 'dtoName' | 'language'>>;

export const withdrawalAccountsQueryOptions = (request: WithdrawalAccountQuery) =>
  pageQueryOptions<PageData<WithdrawalAccountRecord>>(
    'withdrawal-account',
    withdrawalKeys.accounts(request),
    request,
  );

export const useWithdrawalAccounts = (request: WithdrawalAccountQuery) =>
  useQuery(withdrawalAccountsQueryOptions(request));

type Save = Omit<WithdrawalAccountCreateRequest, 'dtoName' | 'language'> & { id?: string };

export const useSaveWithdrawalAccount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Save) =>
      apiData<WithdrawalAccountRecord>(gatewayPath('withdrawal-account', id ? 'update' : 'create'), {
        method: 'POST',
        body: id ? { id, ...body } : body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};

export const useSetWithdrawalAccountStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; status: EntityToggle }) =>
      apiData<WithdrawalAccountRecord>(gatewayPath('withdrawal-account', 'call'), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
