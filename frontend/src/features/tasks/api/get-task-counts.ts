import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { TaskCounts } from './types';

export function getTaskCounts(assignee: string | undefined, signal?: AbortSignal) {
  return dataOf(
    api.GET('/api/v1/tasks/counts', {
      params: { query: assignee ? { assignee } : {} },
      signal,
    }),
  );
}

export function taskCountsQueryOptions(assignee: string | undefined) {
  return queryOptions({
    queryKey: taskKeys.counts(assignee),
    queryFn: ({ signal }): Promise<TaskCounts> => getTaskCounts(assignee, signal),
    // Colleagues add and finish tasks too: back at the tab, the sidebar catches up.
    refetchOnWindowFocus: 'always',
  });
}

/** How many tasks each view and each tag lists: `me` for the caller's, absent for everyone's. */
export function useTaskCounts(assignee: string | undefined) {
  return useQuery(taskCountsQueryOptions(assignee));
}
