import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositRecord, DepositRecordPageRequest } from '@remit/contract/account';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { accountKeys } from './account-keys';

const FRESH_MS = 5 * 60_000;
const isFresh = (r: DepositRecord) =>
  r.status === 'pending' && Date.now() - Date.parse(r.createdAt) < FRESH_MS;

export type DepositRecordQuery = Omit<DepositRecordPageRequest, 'dtoName' | 'language'>;

export const fetchDepositRecordPage = (request: DepositRecordQuery, signal?: AbortSignal) =>
  apiData<PageData<DepositRecord>>(gatewayPath('deposit-record', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const depositRecordPageQueryOptions = (request: DepositRecordQuery) =>
  queryOptions({
    queryKey: accountKeys.deposits(request),
    queryFn: ({ signal }) => fetchDepositRecordPage(request, signal),
    placeholderData: keepPreviousData,
    // A fresh deposit waits for the bank's notification (seconds in the sandbox): look again until it
    // settles. Older pending ones wait for a real bank, days not seconds: no point in polling for those.
    refetchInterval: (query) => (query.state.data?.records.some(isFresh) ? 3000 : false),
  });

export const useDepositRecordPage = (request: DepositRecordQuery) =>
  useQuery(depositRecordPageQueryOptions(request));
