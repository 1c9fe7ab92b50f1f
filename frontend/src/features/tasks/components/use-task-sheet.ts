import { useState } from 'react';
import type { Task, TaskApplication, TaskVacancy } from '../api/types';

/** What a new task is about: the page that adds it decides, and the sheet shows it read-only. */
export interface TaskLink {
  vacancy?: TaskVacancy | undefined;
  application?: TaskApplication | undefined;
}

/**
 * A place that opens the task sheet: a new task (with the page's link) or an existing one. Each
 * opening starts a fresh form (the sheet is keyed by `key`); what it shows stays while it closes.
 */
export function useTaskSheet() {
  const [show, setShow] = useState(false);
  const [key, setKey] = useState(0);
  const [task, setTask] = useState<Task | null>(null);
  const [link, setLink] = useState<TaskLink>({});
  return {
    key,
    /** A new task about `link`. */
    openNew: (about: TaskLink = {}) => {
      setTask(null);
      setLink(about);
      setKey((current) => current + 1);
      setShow(true);
    },
    openTask: (opened: Task) => {
      setTask(opened);
      setLink({});
      setKey((current) => current + 1);
      setShow(true);
    },
    /** The sheet's `show`, `onHide`, `task` and `link`. */
    props: { show, onHide: () => setShow(false), task, link },
  };
}
