import { useQuery } from '@tanstack/react-query';
import type { AuditLogPageRequest, AuditLogRecord } from '@remit/contract/log';
import type { PageData } from '@remit/contract/gateway';
import { logsKeys } from './log-keys';
import { pageQueryOptions } from '../../../shared/query/page-query';

export type AuditLogQuery = Omit<AuditLogPageRequest, 'dtoName' | 'language'>;

export const auditLogPageQueryOptions = (request: AuditLogQuery) =>
  pageQueryOptions<PageData<AuditLogRecord>>('logs', logsKeys.page(request), request);

export const useAuditLogPage = (request: AuditLogQuery) => useQuery(auditLogPageQueryOptions(request));
