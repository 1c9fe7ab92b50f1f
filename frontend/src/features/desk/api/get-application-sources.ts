import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { deskKeys } from './query-keys';

/** Every source applications have come from (a job board, a referral, …), for the source filter. */
export function getApplicationSources(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/applications/sources', { signal }));
}

export function applicationSourcesQueryOptions() {
  return queryOptions({
    queryKey: deskKeys.sources(),
    queryFn: ({ signal }) => getApplicationSources(signal),
    staleTime: 5 * 60_000,
  });
}

export function useApplicationSources() {
  return useQuery(applicationSourcesQueryOptions());
}
