import type { ComponentType } from 'react';
import { FileText, Lock, User } from 'react-feather';
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

/** The dropdown's links above Log Out: none for an admin. */
export function userMenuLinks(role: string | null): UserMenuLink[] {
  return normalizeRole(role) === 'admin' ? [] : applicantLinks;
}
