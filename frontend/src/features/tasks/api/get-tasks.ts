import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { TaskListParams } from './types';

export function getTasks(params: TaskListParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/tasks', { params: { query: params }, signal }));
}

export function tasksQueryOptions(params: TaskListParams) {
  return queryOptions({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => getTasks(params, signal),
    // The previous page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of tasks, newest first; an unknown `tag` answers 400 `task_tag_unknown`. */
export function useTasks(params: TaskListParams) {
  return useQuery(tasksQueryOptions(params));
}
