import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { TagBody, TaskTag } from './types';

export function getTaskTags(signal?: AbortSignal): Promise<TaskTag[]> {
  return dataOf(api.GET('/api/v1/admin/task-tags', { signal }));
}

/** The tenant's tags, A–Z, with their colours: the whole team reads them, admins change them. */
export function useTaskTags() {
  return useQuery({ queryKey: taskKeys.tags(), queryFn: ({ signal }) => getTaskTags(signal) });
}

export function createTaskTag(body: TagBody): Promise<TaskTag> {
  return dataOf(api.POST('/api/v1/admin/task-tags', { body }));
}

export function updateTaskTag({ id, body }: { id: number; body: TagBody }): Promise<TaskTag> {
  return dataOf(api.PUT('/api/v1/admin/task-tags/{id}', { params: { path: { id } }, body }));
}

export async function deleteTaskTag(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/task-tags/{id}', { params: { path: { id } } });
}

/** A renamed or deleted tag changes the tasks that carry it: everything of the app asks again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}

/** Adds a tag (admins); a name in use answers 409 `tag_taken`. */
export function useCreateTaskTag() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: createTaskTag, onSuccess: refresh });
}

export function useUpdateTaskTag() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: updateTaskTag, onSuccess: refresh });
}

export function useDeleteTaskTag() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: deleteTaskTag, onSuccess: refresh });
}
