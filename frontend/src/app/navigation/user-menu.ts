import type { ComponentType } from 'react';
import { Bookmark, FileText, Lock, Settings, User } from 'react-feather';
import type { MessageId } from '@/lib/i18n/catalogs';
import { normalizeRole } from '@/lib/session/role';

export interface UserMenuLink {
  id: string;
  title: MessageId;
  to: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

const securityLink: UserMenuLink = {
  id: 'security',
  title: 'user.security',
  to: '/pages/account-settings',
  icon: Settings,
};

const bookmarksLink: UserMenuLink = {
  id: 'bookmarks',
  title: 'user.bookmarks',
  to: '/pages/bookmarks',
  icon: Bookmark,
};

const applicantLinks: UserMenuLink[] = [
  { id: 'editProfile', title: 'user.editProfile', to: '/my-profile', icon: User },
  { id: 'changePassword', title: 'user.changePassword', to: '/change-password', icon: Lock },
  securityLink,
  { id: 'myApplication', title: 'user.myApplication', to: '/my-application', icon: FileText },
  bookmarksLink,
];

/**
 * The dropdown's links above Log Out. Every signed-in role has the sign-in and security page
 * (two-factor sign-in, where they are signed in) and the bookmarks; an admin has no applicant pages.
 */
export function userMenuLinks(role: string | null): UserMenuLink[] {
  return normalizeRole(role) === 'admin' ? [securityLink, bookmarksLink] : applicantLinks;
}
