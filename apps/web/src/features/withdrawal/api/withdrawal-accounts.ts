import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import type {
  WithdrawalAccountCreateRequest,
  WithdrawalAccountPageRequest,
  WithdrawalAccountRecord,
} from '@remit/contract/beneficiary';
import { apiData } from '../../../shared/http/client';
import { withdrawalKeys } from './withdrawal-keys';

export type WithdrawalAccountQuery = Partial<Omit<WithdrawalAccountPageRequest, 'dtoName' | 'language'>>;

export const fetchWithdrawalAccounts = (request: WithdrawalAccountQuery, signal?: AbortSignal) =>
  apiData<PageData<WithdrawalAccountRecord>>(gatewayPath('withdrawal-account', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const withdrawalAccountsQueryOptions = (request: WithdrawalAccountQuery) =>
  queryOptions({
    queryKey: withdrawalKeys.accounts(request),
    queryFn: ({ signal }) => fetchWithdrawalAccounts(request, signal),
    placeholderData: keepPreviousData,
  });

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
    mutationFn: (body: { id: string; status: 1 | 2 }) =>
      apiData<WithdrawalAccountRecord>(gatewayPath('withdrawal-account', 'call'), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
