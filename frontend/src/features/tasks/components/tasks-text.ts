import type { MessageId } from '@/lib/i18n/catalogs';
import type { TagColor, TaskView } from '../api/types';

export const viewTitle: Record<TaskView, MessageId> = {
  all: 'todo.view.all',
  starred: 'todo.view.starred',
  important: 'todo.view.important',
  completed: 'todo.view.completed',
  trashed: 'todo.view.trashed',
};

/** The colours by what they look like; `primary` follows the careers site's brand colour. */
export const colorName: Record<TagColor, MessageId> = {
  primary: 'todo.color.primary',
  secondary: 'todo.color.secondary',
  success: 'todo.color.success',
  danger: 'todo.color.danger',
  warning: 'todo.color.warning',
  info: 'todo.color.info',
};

/** A tag's badge classes: the subtle variants read well on light and dark backgrounds. */
export function tagBadgeClass(color: TagColor | undefined): string {
  const variant = color ?? 'secondary';
  return `badge rounded-pill border bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`;
}

/** Where a view's list lives, with the "everyone" switch kept. */
export function viewPath(view: TaskView, everyone: boolean): string {
  return `/todo/${view}${everyone ? '?who=everyone' : ''}`;
}

export function tagPath(name: string, everyone: boolean): string {
  return `/todo/tag/${encodeURIComponent(name)}${everyone ? '?who=everyone' : ''}`;
}

export const vacancyPath = (id: number) => `/job-vacancy-setting/${id}/applications`;
export const applicationPath = (id: number) => `/job-vacancy-setting/applications/${id}`;

/** The due date as a calendar day (a date, not an instant: shown in UTC so no zone moves it). */
export function dueDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Length in Unicode scalar values, which is how the server counts characters. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
