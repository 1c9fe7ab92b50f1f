import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type MyApplication = Schemas['MyApplication'];
export type TimelineEntry = Schemas['TimelineEntry'];

/** Shared: My Application lists them, the careers pages find the applicant's own there. */
export const myApplicationKeys = {
  all: ['my-applications'] as const,
};

export function getMyApplications(signal?: AbortSignal): Promise<MyApplication[]> {
  return dataOf(api.GET('/api/v1/me/applications', { signal }));
}

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: myApplicationKeys.all,
    queryFn: ({ signal }) => getMyApplications(signal),
    // Vacancy titles in the page's language.
    meta: { inLanguage: true },
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
