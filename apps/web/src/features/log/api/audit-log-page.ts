import type { AuditLogPageRequest, AuditLogRecord } from '@remit/contract/log';
import { logsKeys } from './log-keys';
import { usePageQuery } from '../../../shared/query/page-query';

export type AuditLogQuery = Omit<AuditLogPageRequest, 'dtoName' | 'language'>;

export const useAuditLogPage = (request: AuditLogQuery) =>
  usePageQuery<AuditLogRecord>('logs', logsKeys.page(request), request);
