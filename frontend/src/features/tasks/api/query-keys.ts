import type { TaskListParams } from './types';

/** Every tasks query's key (the values stay `todo`); invalidation uses these too. */
export const taskKeys = {
  all: ['todo'] as const,
  /** The lists and the counts: what a change to a task changes. */
  tasks: () => [...taskKeys.all, 'tasks'] as const,
  lists: () => [...taskKeys.tasks(), 'list'] as const,
  list: (params: TaskListParams) => [...taskKeys.lists(), params] as const,
  task: (id: number) => [...taskKeys.tasks(), 'one', id] as const,
  counts: (assignee: string | undefined) =>
    [...taskKeys.tasks(), 'counts', assignee ?? 'everyone'] as const,
  tags: () => [...taskKeys.all, 'tags'] as const,
};
