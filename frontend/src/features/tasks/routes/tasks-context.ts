import { useOutletContext, useSearchParams } from 'react-router';
import type { Task, TaskScope } from '../api/types';

export const TASKS_SIDEBAR_ID = 'todo-sidebar';

/** What the To-do pages ask of the layout around them. */
export interface TasksContext {
  /** Opens the side sheet: a new task, or this one. */
  openNew: () => void;
  openTask: (task: Task) => void;
  /** Opens the sidebar (an offcanvas below the lg breakpoint). */
  openSidebar: () => void;
}

export function useTasksContext(): TasksContext {
  return useOutletContext<TasksContext>();
}

/** Whose tasks are listed: the caller's unless the address says `who=everyone`. */
export function useScope(): TaskScope {
  const [searchParams] = useSearchParams();
  return searchParams.get('who') === 'everyone' ? 'everyone' : 'mine';
}
