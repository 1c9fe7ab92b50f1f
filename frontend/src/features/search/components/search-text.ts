import type { ComponentType } from 'react';
import { Briefcase, CheckSquare, File, Layout, Mail, User } from 'react-feather';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { SearchGroupId } from '../api/types';

/** The dropdown's and the results page's groups: the app's own pages, then the server's. */
export type ShownGroupId = 'pages' | SearchGroupId;

export const GROUP_TITLE = {
  pages: 'search.group.pages',
  vacancies: 'search.group.vacancies',
  candidates: 'search.group.candidates',
  files: 'search.group.files',
  messages: 'search.group.messages',
  tasks: 'search.group.tasks',
} as const satisfies Record<ShownGroupId, MessageId>;

type Icon = ComponentType<{ size?: number; className?: string }>;

export const GROUP_ICON: Record<ShownGroupId, Icon> = {
  pages: Layout,
  vacancies: Briefcase,
  candidates: User,
  files: File,
  messages: Mail,
  tasks: CheckSquare,
};

/**
 * A bookmark's icon names the group its record was found in (`vacancies`, …); a page bookmarked
 * from the navbar has none.
 */
export function isShownGroup(name: string | null | undefined): name is ShownGroupId {
  return typeof name === 'string' && Object.hasOwn(GROUP_ICON, name);
}

/** The full results page of `words`, in one group or in all of them. */
export function resultsPath(words: string, group?: SearchGroupId): string {
  const params = new URLSearchParams({ q: words });
  if (group) params.set('group', group);
  return `/pages/search?${params.toString()}`;
}
