import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { logsKeys } from './log-keys';

/** The actions this partner's log holds, for the Action filter. */
export const fetchAuditLogActions = (signal?: AbortSignal) =>
  apiData<string[]>(gatewayPath('logs', 'list'), { method: 'POST', body: {}, signal });

export const auditLogActionsQueryOptions = () =>
  queryOptions({
    queryKey: logsKeys.actions(),
    queryFn: ({ signal }) => fetchAuditLogActions(signal),
    staleTime: 60_000,
  });

export const useAuditLogActions = () => useQuery(auditLogActionsQueryOptions());
