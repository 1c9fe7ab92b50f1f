import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { ApplicationStatus, CategoryCount, Schemas } from '@/lib/api/types';

export type Dashboard = Omit<Schemas['Dashboard'], 'openVacancies' | 'applicationsByStatus'> & {
  openVacancies: CategoryCount[];
  applicationsByStatus: { status: ApplicationStatus; count: number }[];
};

export function getDashboard(signal?: AbortSignal) {
  return apiRequest<Dashboard>('/api/v1/admin/dashboard', { ...(signal ? { signal } : {}) });
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
