import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositRecord, DepositRecordPageRequest } from '@remit/contract/account';
import type { PageData } from '@remit/contract/gateway';
import { accountKeys } from './account-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

const FRESH_MS = 5 * 60_000;
const isFresh = (r: DepositRecord) =>
  r.status === 'pending' && Date.now() - Date.parse(r.createdAt) < FRESH_MS;

export type DepositRecordQuery = Omit<DepositRecordPageRequest, 'dtoName' | 'language'>;

export const depositRecordPageQueryOptions = (request: DepositRecordQuery) =>
  queryOptions({
    ...pageQueryOptions<PageData<DepositRecord>>('deposit-record', accountKeys.deposits(request), request),
    // A fresh deposit waits for the bank's notification (seconds in the sandbox): look again until it
    // settles. Older pending ones wait for a real bank, days not seconds: no point in polling for those.
    refetchInterval: (query) => (query.state.data?.records.some(isFresh) ? 3000 : false),
  });

export const useDepositRecordPage = (request: DepositRecordQuery) =>
  useQuery(depositRecordPageQueryOptions(request));
