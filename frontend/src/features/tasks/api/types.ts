import { allOf, type QueryOf, type Schemas } from '@/lib/api/types';

/** The To-do app's shapes, as the server's OpenAPI document names them (`npm run gen:api`). */
export type Task = Schemas['Task'];
export type TaskPerson = Schemas['TaskPerson'];
export type TaskVacancy = Schemas['TaskVacancy'];
export type TaskApplication = Schemas['TaskApplication'];
export type TaskCounts = Schemas['TaskCounts'];
export type TaskTag = Schemas['TaskTag'];
export type TagColor = Schemas['TagColor'];
export type TagBody = Schemas['TagBody'];
export type NewTask = Schemas['NewTaskBody'];
export type TaskPatch = Schemas['TaskPatch'];
export type TaskFilter = Schemas['TaskFilter'];

/** The list's filters as the document names them. */
export type TaskListParams = QueryOf<'/api/v1/tasks'>;

/** The sidebar's views, each its own address (`/todo/all`, …); `open` is for the cards only. */
export const TASK_VIEWS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type TaskView = (typeof TASK_VIEWS)[number] & TaskFilter;

export const TAG_COLORS = allOf<TagColor>()([
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
]);

/** Whose tasks the app lists: the caller's (the default) or the whole team's. */
export type TaskScope = 'mine' | 'everyone';

/** The `assignee` parameter of a scope: `me`, or absent for everyone. */
export function assigneeOf(scope: TaskScope): 'me' | undefined {
  return scope === 'mine' ? 'me' : undefined;
}
