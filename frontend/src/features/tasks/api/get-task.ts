import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { Task } from './types';

export function getTask(id: number, signal?: AbortSignal): Promise<Task> {
  return dataOf(api.GET('/api/v1/tasks/{id}', { params: { path: { id } }, signal }));
}

/** One task, when the address names it (`?task=<id>`, as the search's results do). */
export function useTask(id: number | null) {
  return useQuery({
    queryKey: taskKeys.task(id ?? 0),
    queryFn: ({ signal }) => getTask(id ?? 0, signal),
    enabled: id !== null,
  });
}
