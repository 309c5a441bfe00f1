import { queryOptions, useQuery } from '@tanstack/react-query';
import { logsKeys } from './log-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** The actions this partner's log holds, for the Action filter. */
export const fetchAuditLogActions = (signal?: AbortSignal) =>
  gatewayData<string[]>('logs', 'list', {}, { signal });

export const auditLogActionsQueryOptions = () =>
  queryOptions({
    queryKey: logsKeys.actions(),
    queryFn: ({ signal }) => fetchAuditLogActions(signal),
    staleTime: 60_000,
  });

export const useAuditLogActions = () => useQuery(auditLogActionsQueryOptions());
