import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@remit/contract/account';
import { dashboardKeys } from './dashboard-keys';
import { gatewayData } from '../../../shared/http/gateway';

/** Balances, 3 months of incoming/outgoing per currency, recent transactions and new merchants. */
export const fetchDashboard = (signal?: AbortSignal) =>
  gatewayData<DashboardData>('dashboard', 'get', {}, { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => fetchDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
