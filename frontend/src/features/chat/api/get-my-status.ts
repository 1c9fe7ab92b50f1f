import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { chatKeys } from './query-keys';
import type { MyStatus } from './types';

export function getMyStatus(signal?: AbortSignal): Promise<MyStatus> {
  return dataOf(api.GET('/api/v1/me/status', { signal }));
}

export function myStatusQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.myStatus(),
    queryFn: ({ signal }) => getMyStatus(signal),
  });
}

/** The status and "about" text the user shows their contacts. */
export function useMyStatus() {
  return useQuery(myStatusQueryOptions());
}
