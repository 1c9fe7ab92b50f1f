import type { ComponentType } from 'react';
import {
  Briefcase,
  Calendar,
  CheckSquare,
  Circle,
  Clock,
  FileText,
  GitMerge,
  HelpCircle,
  Home,
  Link2,
  Mail,
  MessageCircle,
  Users,
  Zap,
} from 'react-feather';
import type { MessageId } from '@/lib/i18n/catalogs';
import { isAllowed } from '@/lib/session/role';
import type { Role } from '@/lib/session/types';
import { CATEGORY_ROUTES } from './category-routes';

export interface MenuItem {
  id: string;
  /** A translation key, used only as the display label. */
  title: MessageId;
  type: 'item' | 'collapse' | 'dropdown';
  navLink?: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  children?: MenuItem[];
  /** Shown only to these roles; an item without a list is shown to everyone signed in. */
  permissions?: readonly Role[];
  /** Hidden while the user has no person record (person = 0). */
  requiresPerson?: boolean;
  /**
   * A count shown beside the title: `unreadMail` is the inbox's unread messages, `unreadChat` the
   * chat messages not yet seen.
   */
  badge?: 'unreadMail' | 'unreadChat';
}

const ADMIN: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['staff'];
/** Every signed-in role that is not admin gets the applicant menu. */
const APPLICANT: readonly Role[] = ['user', 'staff'];

const categoryItems: MenuItem[] = [
  {
    id: 'freshGraduate',
    title: 'nav.freshGraduate',
    type: 'item',
    icon: Circle,
    navLink: CATEGORY_ROUTES.freshGraduate,
    permissions: APPLICANT,
  },
  {
    id: 'experiencedHire',
    title: 'nav.experiencedHire',
    type: 'item',
    icon: Circle,
    navLink: CATEGORY_ROUTES.experiencedHire,
    permissions: APPLICANT,
  },
  {
    id: 'internship',
    title: 'nav.internship',
    type: 'item',
    icon: Circle,
    navLink: CATEGORY_ROUTES.internship,
    permissions: APPLICANT,
  },
];

/** Every application of the tenant, across vacancies (filters, bulk moves, exports). */
function applicationsItem(permissions: readonly Role[]): MenuItem {
  return {
    id: 'applications',
    title: 'nav.applications',
    type: 'item',
    icon: FileText,
    navLink: '/applications',
    permissions,
  };
}

const adminItems: MenuItem[] = [
  { id: 'home', title: 'nav.home', type: 'item', icon: Home, navLink: '/', permissions: ADMIN },
  {
    id: 'jobVacancySetting',
    title: 'nav.jobVacancy',
    type: 'item',
    icon: Briefcase,
    navLink: '/job-vacancy-setting',
    permissions: ADMIN,
  },
  applicationsItem(ADMIN),
  {
    id: 'users',
    title: 'nav.users',
    type: 'item',
    icon: Users,
    navLink: '/app/user/list',
    permissions: ADMIN,
  },
  // The careers site's FAQ and knowledge base, written by admins.
  {
    id: 'help',
    title: 'nav.help',
    type: 'item',
    icon: HelpCircle,
    navLink: '/admin/help',
    permissions: ADMIN,
  },
  // The hiring processes' templates and the rejection reasons, kept by admins.
  {
    id: 'hiring',
    title: 'nav.hiring',
    type: 'item',
    icon: GitMerge,
    navLink: '/admin/hiring',
    permissions: ADMIN,
  },
  // API keys and webhooks to the tenant's other systems.
  {
    id: 'integrations',
    title: 'nav.integrations',
    type: 'item',
    icon: Link2,
    navLink: '/admin/integrations',
    permissions: ADMIN,
  },
  // Message templates, stage rules and keeping applicants informed.
  {
    id: 'automations',
    title: 'nav.automations',
    type: 'item',
    icon: Zap,
    navLink: '/admin/automations',
    permissions: ADMIN,
  },
  // Candidates' self-scheduling: how late they may change, how far ahead, and how it went.
  {
    id: 'scheduling',
    title: 'nav.scheduling',
    type: 'item',
    icon: Clock,
    navLink: '/admin/scheduling',
    permissions: ADMIN,
  },
];

/**
 * Staff work through the applications (the server lets them), so they also get the vacancy list
 * that leads to each pipeline; editing vacancies, users and settings stays with admins.
 */
const staffItems: MenuItem[] = [
  {
    id: 'recruiting',
    title: 'nav.recruiting',
    type: 'item',
    icon: Users,
    navLink: '/job-vacancy-setting',
    permissions: STAFF,
  },
  applicationsItem(STAFF),
];

/** Messages between recruiters and applicants: every signed-in role has them. */
const messagesItem: MenuItem = {
  id: 'mail',
  title: 'nav.mail',
  type: 'item',
  icon: Mail,
  navLink: '/email',
  badge: 'unreadMail',
};

/** Live chat with colleagues, applicants and recruiters: every signed-in role has it too. */
const chatItem: MenuItem = {
  id: 'chat',
  title: 'nav.chat',
  type: 'item',
  icon: MessageCircle,
  navLink: '/chat',
  badge: 'unreadChat',
};

/** The shared calendar: staff and admins. */
const calendarItem: MenuItem = {
  id: 'calendar',
  title: 'nav.calendar',
  type: 'item',
  icon: Calendar,
  navLink: '/calendar',
  permissions: ['admin', 'staff'],
};

/** The recruiting team's tasks (the To-do app): staff and admins. */
const tasksItem: MenuItem = {
  id: 'todo',
  title: 'nav.todo',
  type: 'item',
  icon: CheckSquare,
  navLink: '/todo',
  permissions: ['admin', 'staff'],
};

/** After each menu's vacancy entry: the same items in both layouts. */
const sharedItems: MenuItem[] = [...staffItems, calendarItem, tasksItem, messagesItem, chatItem];

export const verticalMenu: MenuItem[] = [
  ...adminItems,
  {
    id: 'jobVacancy',
    title: 'nav.jobVacancy',
    type: 'collapse',
    icon: Briefcase,
    permissions: APPLICANT,
    children: categoryItems,
  },
  ...sharedItems,
];

export const horizontalMenu: MenuItem[] = [
  ...adminItems,
  {
    id: 'jobVacancy',
    title: 'nav.jobVacancy',
    type: 'dropdown',
    icon: Briefcase,
    navLink: '/job-vacancy',
    permissions: APPLICANT,
    requiresPerson: true,
    children: categoryItems,
  },
  ...sharedItems,
];

export interface Viewer {
  role: string | null;
  person: number;
}

/** The items a viewer sees; visitors see none (they get the Login / Register button). */
export function visibleMenu(items: readonly MenuItem[], viewer: Viewer): MenuItem[] {
  return items.flatMap((item) => {
    if (!isAllowed(item.permissions, viewer.role)) return [];
    if (item.requiresPerson && viewer.person === 0) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, viewer);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
