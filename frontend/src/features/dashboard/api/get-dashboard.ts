import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Category, Schemas } from '@/lib/api/types';
import { dashboardKeys } from './query-keys';

export type Dashboard = Schemas['Dashboard'];

/** The dashboard's filters; a missing day is the server's default (the last 30 days). */
export interface DashboardFilters {
  /** The first day, YYYY-MM-DD. */
  from?: string;
  /** The last day, YYYY-MM-DD. */
  to?: string;
  category?: Category;
}

export function getDashboard(filters: DashboardFilters, signal?: AbortSignal): Promise<Dashboard> {
  return dataOf(api.GET('/api/v1/admin/dashboard', { params: { query: filters }, signal }));
}

export function dashboardQueryOptions(filters: DashboardFilters) {
  return queryOptions({
    queryKey: dashboardKeys.dashboard(filters),
    queryFn: ({ signal }) => getDashboard(filters, signal),
    // A new range keeps the previous figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(filters: DashboardFilters) {
  return useQuery(dashboardQueryOptions(filters));
}
