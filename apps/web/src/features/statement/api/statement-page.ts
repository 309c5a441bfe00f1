import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementPageRequest, StatementRecord } from '@remit/contract/statement';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { statementKeys } from './statement-keys';

export type StatementQuery = Omit<StatementPageRequest, 'dtoName' | 'language'>;

export const fetchStatementPage = (request: StatementQuery, signal?: AbortSignal) =>
  apiData<PageData<StatementRecord>>(gatewayPath('statement', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const statementPageQueryOptions = (request: StatementQuery) =>
  queryOptions({
    queryKey: statementKeys.page(request),
    queryFn: ({ signal }) => fetchStatementPage(request, signal),
    placeholderData: keepPreviousData,
  });

export const useStatementPage = (request: StatementQuery) => useQuery(statementPageQueryOptions(request));
