import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/components/ui/PagedResults';
import { api, dataOf } from '@/lib/api/client';
import { taskKeys } from './query-keys';
import type { NewTask, Task, TaskPatch } from './types';

export function createTask(input: NewTask): Promise<Task> {
  return dataOf(api.POST('/api/v1/tasks', { body: input }));
}

export function updateTask({ id, change }: { id: number; change: TaskPatch }): Promise<Task> {
  return dataOf(api.PATCH('/api/v1/tasks/{id}', { params: { path: { id } }, body: change }));
}

export function trashTask(id: number): Promise<Task> {
  return dataOf(api.POST('/api/v1/tasks/{id}/trash', { params: { path: { id } } }));
}

export function restoreTask(id: number): Promise<Task> {
  return dataOf(api.POST('/api/v1/tasks/{id}/restore', { params: { path: { id } } }));
}

type ListSnapshot = [readonly unknown[], Page<Task> | undefined][];

/** Every cached list with `id`'s row changed by `change`; what they were, to put back. */
function changeInLists(
  queryClient: QueryClient,
  id: number,
  change: (task: Task) => Task,
): ListSnapshot {
  const before = queryClient.getQueriesData<Page<Task>>({ queryKey: taskKeys.lists() });
  queryClient.setQueriesData<Page<Task>>({ queryKey: taskKeys.lists() }, (page) =>
    page
      ? { ...page, data: page.data.map((task) => (task.id === id ? change(task) : task)) }
      : page,
  );
  return before;
}

/** The lists and the counts ask again: a change may move a task in or out of any view. */
function refreshTasks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: taskKeys.tasks() });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => refreshTasks(queryClient) });
}

/**
 * A change to a task. Its flags (done, starred, important) show at once in every list on screen;
 * a refused change puts them back. Then the lists and the counts are asked again.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      return changeInLists(queryClient, id, (task) => ({
        ...task,
        isCompleted: change.isCompleted ?? task.isCompleted,
        isStarred: change.isStarred ?? task.isStarred,
        isImportant: change.isImportant ?? task.isImportant,
        // A finished task is no longer late.
        isOverdue: change.isCompleted ? false : task.isOverdue,
      }));
    },
    onError: (_error, _change, before) => {
      for (const [key, page] of before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => refreshTasks(queryClient),
  });
}

/** Moves a task to the trash (the server purges it 30 days later unless it is restored). */
export function useTrashTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: trashTask, onSuccess: () => refreshTasks(queryClient) });
}

export function useRestoreTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTask, onSuccess: () => refreshTasks(queryClient) });
}
