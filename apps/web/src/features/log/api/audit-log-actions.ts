import { useQuery } from '@tanstack/react-query';
import { logsKeys } from './log-keys';
import { gatewayQueryOptions } from '../../../shared/query/gateway-query';

/** The actions this partner's log holds, for the Action filter. */
export const useAuditLogActions = () =>
  useQuery({ ...gatewayQueryOptions<string[]>(logsKeys.actions(), 'logs', 'list'), staleTime: 60_000 });
