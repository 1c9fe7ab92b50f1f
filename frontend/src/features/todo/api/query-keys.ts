import type { TaskListParams } from './types';

/** Every To-do query's key; invalidation uses these too. */
export const todoKeys = {
  all: ['todo'] as const,
  /** The lists and the counts: what a change to a task changes. */
  tasks: () => [...todoKeys.all, 'tasks'] as const,
  lists: () => [...todoKeys.tasks(), 'list'] as const,
  list: (params: TaskListParams) => [...todoKeys.lists(), params] as const,
  task: (id: number) => [...todoKeys.tasks(), 'one', id] as const,
  counts: (assignee: string | undefined) =>
    [...todoKeys.tasks(), 'counts', assignee ?? 'everyone'] as const,
  tags: () => [...todoKeys.all, 'tags'] as const,
  people: (q: string) => [...todoKeys.all, 'people', q] as const,
  // Not under `all`: saving a task does not change who is signed in.
  viewer: () => ['todo-viewer'] as const,
};
