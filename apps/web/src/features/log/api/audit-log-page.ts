import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPageRequest, AuditLogRecord } from '@remit/contract/statement';
import { gatewayPath, type PageData } from '@remit/contract/gateway';
import { apiData } from '../../../shared/http/client';
import { logsKeys } from './log-keys';

export type AuditLogQuery = Omit<AuditLogPageRequest, 'dtoName' | 'language'>;

export const fetchAuditLogPage = (request: AuditLogQuery, signal?: AbortSignal) =>
  apiData<PageData<AuditLogRecord>>(gatewayPath('logs', 'page'), {
    method: 'POST',
    body: { ...request },
    signal,
  });

export const auditLogPageQueryOptions = (request: AuditLogQuery) =>
  queryOptions({
    queryKey: logsKeys.page(request),
    queryFn: ({ signal }) => fetchAuditLogPage(request, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLogPage = (request: AuditLogQuery) => useQuery(auditLogPageQueryOptions(request));
