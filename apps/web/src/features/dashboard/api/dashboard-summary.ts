import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@remit/contract/account';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { dashboardKeys } from './dashboard-keys';

/** Balances, 3 months of incoming/outgoing per currency, recent transactions and new merchants. */
export const fetchDashboard = (signal?: AbortSignal) =>
  apiData<DashboardData>(gatewayPath('dashboard', 'get'), { method: 'POST', body: {}, signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => fetchDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
