import type { ComponentType } from 'react';
import { Bookmark, FileText, Lock, User } from 'react-feather';
import type { MessageId } from '@/lib/i18n/catalogs';
import { normalizeRole } from '@/lib/session/role';

export interface UserMenuLink {
  id: string;
  title: MessageId;
  to: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

const applicantLinks: UserMenuLink[] = [
  { id: 'editProfile', title: 'user.editProfile', to: '/my-profile', icon: User },
  { id: 'changePassword', title: 'user.changePassword', to: '/change-password', icon: Lock },
  { id: 'myApplication', title: 'user.myApplication', to: '/my-application', icon: FileText },
];

/** Every signed-in role has bookmarks. */
const bookmarksLink: UserMenuLink = {
  id: 'bookmarks',
  title: 'user.bookmarks',
  to: '/pages/bookmarks',
  icon: Bookmark,
};

/** The dropdown's links above Log Out: an admin has no applicant pages, only the bookmarks. */
export function userMenuLinks(role: string | null): UserMenuLink[] {
  return normalizeRole(role) === 'admin' ? [bookmarksLink] : [...applicantLinks, bookmarksLink];
}
