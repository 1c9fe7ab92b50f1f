import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { homeKeys } from './query-keys';

export type Dashboard = Schemas['Dashboard'];

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return dataOf(api.GET('/api/v1/admin/dashboard', { signal }));
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
