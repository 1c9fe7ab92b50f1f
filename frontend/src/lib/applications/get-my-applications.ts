import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { ApplicationStatus, Schemas, VacancySummary } from '@/lib/api/types';

export type TimelineEntry = Omit<Schemas['TimelineEntry'], 'from' | 'to'> & {
  from?: ApplicationStatus | null;
  to: ApplicationStatus;
};

export type MyApplication = Omit<Schemas['MyApplication'], 'status' | 'vacancy' | 'timeline'> & {
  status: ApplicationStatus;
  vacancy: VacancySummary;
  timeline: TimelineEntry[];
};

/** Shared: My Application lists them, the careers pages find the applicant's own there. */
export const MY_APPLICATIONS_KEY = ['my-applications'] as const;

export function getMyApplications(signal?: AbortSignal) {
  return apiRequest<MyApplication[]>('/api/v1/me/applications', {
    ...(signal ? { signal } : {}),
  });
}

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: ({ signal }) => getMyApplications(signal),
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
