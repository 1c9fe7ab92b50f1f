import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  isValidElement,
  lazy,
} from 'react';
import { Navigate, type RouteObject, matchRoutes } from 'react-router';
import { AppShell } from '@/app/AppShell';
import { BlankLayout } from '@/app/layouts/BlankLayout';
import { MainLayout } from '@/app/layouts/MainLayout';
import { CATEGORY_ROUTES } from '@/app/navigation/category-routes';
import type { MailView } from '@/features/messages/api/types';
import type { TaskView } from '@/features/tasks/api/types';
import type { Category } from '@/lib/api/types';
import type { Role } from '@/lib/session/types';
import { HomeSwitch } from './HomeSwitch';
import { legacyRoutes } from './legacy-redirects';
import {
  ComingSoonRoute,
  MaintenanceRoute,
  NotAuthorizedRoute,
  NotFoundRoute,
  ServerErrorRoute,
} from './MiscRoutes';
import { RequirePermission } from './RequirePermission';
import { VisitorOnly } from './VisitorOnly';

/** Route permission lists; the menus show the same items to the same roles. */
export const ROUTE_PERMISSIONS = {
  /** Vacancy editing, users and the careers site's settings. */
  admin: ['admin'],
  /** Staff see the vacancy list, each pipeline and each application (read and move on). */
  recruiting: ['admin', 'staff'],
  applicantPages: ['user', 'staff'],
  apply: ['user'],
  account: ['admin', 'staff', 'user'],
  /** Messages between recruiters and applicants. */
  messages: ['admin', 'staff', 'user'],
  /** Live chat between colleagues, and between recruiters and applicants. */
  chat: ['admin', 'staff', 'user'],
  /** The shared calendar: interviews, meetings, reminders, holidays and personal events. */
  calendar: ['admin', 'staff'],
  /** The recruiting team's tasks (the To-do app). */
  tasks: ['admin', 'staff'],
  /** The structured interviews' scorecards (the interviewers and the recruiting team). */
  scorecards: ['admin', 'staff'],
  /** The search's full results and the bookmarks (the server shows each role its own groups). */
  search: ['admin', 'staff', 'user'],
} as const satisfies Record<string, readonly Role[]>;

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * Every page is its own chunk, fetched when first opened (the layouts show a spinner meanwhile):
 * a visitor on a vacancy list downloads the shell and that list, never the sign-in forms, the
 * applicant area or the recruiter workspace. A page that shows other features' parts (slots) is
 * composed in its own module under pages/, which is that page's chunk: this file is part of the
 * shell every page downloads, so it only names each page's loader, never its wiring.
 */
function page<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & Preloadable {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

// The sign-in page, which also ends a sign-in with the identity provider (SSO_RETURN_PATH).
const LoginRoute = page(() => import('./pages/LoginPage').then((m) => m.LoginPage));
const RegisterRoute = page(() =>
  import('@/features/auth/routes/RegisterRoute').then((m) => m.RegisterRoute),
);
const ForgotPasswordRoute = page(() =>
  import('@/features/auth/routes/ForgotPasswordRoute').then((m) => m.ForgotPasswordRoute),
);
const ResetPasswordRoute = page(() =>
  import('@/features/auth/routes/ResetPasswordRoute').then((m) => m.ResetPasswordRoute),
);
const AcceptInvitationRoute = page(() =>
  import('@/features/auth/routes/AcceptInvitationRoute').then((m) => m.AcceptInvitationRoute),
);
const LockScreenRoute = page(() =>
  import('@/features/auth/routes/LockScreenRoute').then((m) => m.LockScreenRoute),
);
// The vacancy lists with the job alerts' button, which arrives after the list (pages/).
const VacancyCategoryRoute = page(() =>
  import('./pages/VacancyCategoryPage').then((m) => m.VacancyCategoryPage),
);
const JobVacancyRoute = page(() => import('./pages/JobVacancyPage').then((m) => m.JobVacancyPage));
// The pages a job alert's e-mails link to (confirm, manage) come from one module.
const loadJobAlertPages = () => import('@/features/job-alerts/routes/JobAlertRoutes');
const ConfirmJobAlertRoute = page(() => loadJobAlertPages().then((m) => m.ConfirmJobAlertRoute));
const ManageJobAlertRoute = page(() => loadJobAlertPages().then((m) => m.ManageJobAlertRoute));
const VacancyDetailRoute = page(() =>
  import('@/features/vacancies/routes/VacancyDetailRoute').then((m) => m.VacancyDetailRoute),
);
const ApplyRoute = page(() => import('./pages/ApplyPage').then((m) => m.ApplyPage));
// Staff's first page shows the scorecards they still have to write.
const JobVacancySettingRoute = page(() =>
  import('./pages/JobVacancySettingPage').then((m) => m.JobVacancySettingPage),
);
const ImportRoute = page(() =>
  import('@/features/imports/routes/ImportRoute').then((m) => m.ImportRoute),
);
// The vacancy editor shows the hiring process's parts (its template, stages, team and funnel).
const VacancyEditorRoute = page(() =>
  import('./pages/VacancyEditorPage').then((m) => m.VacancyEditorPage),
);
const PipelineRoute = page(() => import('./pages/PipelinePage').then((m) => m.PipelinePage));
// TanStack Table and Virtual are part of this page's chunk only.
const ApplicationsRoute = page(() =>
  import('@/features/desk/routes/ApplicationsRoute').then((m) => m.ApplicationsRoute),
);
const ApplicationDetailRoute = page(() =>
  import('./pages/ApplicationDetailPage').then((m) => m.ApplicationDetailPage),
);
const SettingsRoute = page(() => import('./pages/SettingsPage').then((m) => m.SettingsPage));
// The user pages (list, view, edit) come from one module: one chunk for the three.
const loadUserPages = () => import('@/features/settings/routes/UsersRoute');
const UsersRoute = page(() => loadUserPages().then((m) => m.UsersRoute));
const UserViewRoute = page(() => loadUserPages().then((m) => m.UserViewRoute));
const UserEditRoute = page(() => loadUserPages().then((m) => m.UserEditRoute));
const MyProfileRoute = page(() =>
  import('@/features/profiles/routes/MyProfileRoute').then((m) => m.MyProfileRoute),
);
const MyApplicationRoute = page(() =>
  import('./pages/MyApplicationPage').then((m) => m.MyApplicationPage),
);
const ChangePasswordRoute = page(() =>
  import('@/features/account/routes/ChangePasswordRoute').then((m) => m.ChangePasswordRoute),
);
const SecurityRoute = page(() =>
  import('@/features/account/routes/SecurityRoute').then((m) => m.SecurityRoute),
);
// FullCalendar is part of this page's chunk only: no other page downloads it.
const CalendarRoute = page(() =>
  import('@/features/calendar/routes/CalendarRoute').then((m) => m.CalendarRoute),
);
// The mail app's pages come from one module: the whole feature is one chunk.
const loadMessages = () => import('@/features/messages/routes/MessagesRoutes');
const MessagesLayoutRoute = page(() => loadMessages().then((m) => m.MessagesLayoutRoute));
const MessagesFolderRoute = page(() => loadMessages().then((m) => m.MessagesFolderRoute));
const MessagesLabelRoute = page(() => loadMessages().then((m) => m.MessagesLabelRoute));
const MessagesThreadRoute = page(() => loadMessages().then((m) => m.MessagesThreadRoute));
// The chat page: the list and the open conversation are one page, `/chat/<contactId>` once one is
// chosen. The socket it shares with the menu's badge is opened by the app shell.
const ChatRoute = page(() => import('@/features/chat/routes/ChatRoute').then((m) => m.ChatRoute));
// The To-do app's pages come from one module: the whole app is one chunk.
const loadTasks = () => import('@/features/tasks/routes/TasksRoutes');
const TasksLayoutRoute = page(() => loadTasks().then((m) => m.TasksLayoutRoute));
const TasksViewRoute = page(() => loadTasks().then((m) => m.TasksViewRoute));
const TasksTagRoute = page(() => loadTasks().then((m) => m.TasksTagRoute));
// The pages the search finds come from the menus, which are fetched once someone signs in.
const SearchRoute = page(() => import('./pages/SearchPage').then((m) => m.SearchPage));
// dnd-kit, which reorders the bookmarks, is part of this page's chunk only.
const BookmarksRoute = page(() => import('./pages/BookmarksPage').then((m) => m.BookmarksPage));
// The careers site's help (FAQ and knowledge base) is one chunk; the admins' editor another.
const loadHelp = () => import('@/features/help/routes/HelpRoutes');
const FaqRoute = page(() => loadHelp().then((m) => m.FaqRoute));
const KnowledgeBaseRoute = page(() => loadHelp().then((m) => m.KnowledgeBaseRoute));
const HelpAdminRoute = page(() =>
  import('@/features/help/routes/HelpAdminRoute').then((m) => m.HelpAdminRoute),
);
// An interview's scorecards and the admins' interviewer calibration: one chunk for both.
// (`/scorecards/calibration` is a static path: it ranks before `/scorecards/:eventId`.)
const loadScorecardPages = () => import('@/features/scorecards/routes/ScorecardPages');
const ScorecardRoute = page(() => loadScorecardPages().then((m) => m.ScorecardRoute));
const CalibrationRoute = page(() => loadScorecardPages().then((m) => m.CalibrationRoute));
// The admins' stage templates (each stage with its interview kit) and rejection reasons.
const HiringAdminRoute = page(() =>
  import('./pages/HiringAdminPage').then((m) => m.HiringAdminPage),
);

/**
 * The mail app's folder views, each its own address (`/email/inbox`, …). Listed here rather than
 * imported so that the messages feature's code stays out of the shell every page loads.
 */
const MAIL_VIEWS = [
  'inbox',
  'sent',
  'draft',
  'starred',
  'spam',
  'trash',
] as const satisfies readonly MailView[];

/** The To-do app's views (`/todo/all`, …), listed here for the same reason. */
const TASK_VIEWS = [
  'all',
  'starred',
  'important',
  'completed',
  'trashed',
] as const satisfies readonly TaskView[];

function guarded(permissions: readonly Role[], element: ReactNode): ReactNode {
  return <RequirePermission permissions={permissions}>{element}</RequirePermission>;
}

const CATEGORY_PAGES: readonly (readonly [string, Category])[] = [
  [CATEGORY_ROUTES.freshGraduate, 'fresh-graduate'],
  [CATEGORY_ROUTES.experiencedHire, 'experienced-hire'],
  [CATEGORY_ROUTES.internship, 'internship'],
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // The old site's addresses, each replaced by the page it leads to now (no layout meanwhile).
      ...legacyRoutes,
      {
        element: <BlankLayout />,
        children: [
          {
            path: '/login',
            element: (
              <VisitorOnly>
                <LoginRoute />
              </VisitorOnly>
            ),
          },
          {
            path: '/register',
            element: (
              <VisitorOnly>
                <RegisterRoute />
              </VisitorOnly>
            ),
          },
          { path: '/pages/forgot-password', element: <ForgotPasswordRoute /> },
          { path: '/pages/reset-password', element: <ResetPasswordRoute /> },
          { path: '/pages/accept-invitation', element: <AcceptInvitationRoute /> },
          // A locked session's only page (the app shell sends it here): LOCK_SCREEN_PATH.
          { path: '/pages/lock-screen', element: <LockScreenRoute /> },
          // The end of a sign-in with the identity provider (SSO_RETURN_PATH), the sign-in page's.
          { path: '/pages/single-sign-on', element: <LoginRoute /> },
          { path: '/misc/not-authorized', element: <NotAuthorizedRoute /> },
          { path: '/misc/error/404', element: <NotFoundRoute /> },
          { path: '/misc/error/500', element: <ServerErrorRoute /> },
          { path: '/misc/maintenance', element: <MaintenanceRoute /> },
          { path: '/misc/coming-soon', element: <ComingSoonRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomeSwitch /> },
          ...CATEGORY_PAGES.map(([path, category]) => ({
            path,
            element: <VacancyCategoryRoute category={category} />,
          })),
          { path: '/job-vacancy', element: <JobVacancyRoute /> },
          { path: '/job-vacancy/:id', element: <VacancyDetailRoute /> },
          // A job alert's e-mails link here (`?tenant=<slug>&token=…`); no account needed.
          { path: '/job-alerts/confirm', element: <ConfirmJobAlertRoute /> },
          { path: '/job-alerts/manage', element: <ManageJobAlertRoute /> },
          {
            path: '/job-vacancy/:id/apply',
            element: guarded(ROUTE_PERMISSIONS.apply, <ApplyRoute />),
          },
          {
            path: '/job-vacancy-setting',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <JobVacancySettingRoute />),
          },
          {
            path: '/job-vacancy-setting/import',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <ImportRoute />),
          },
          {
            path: '/job-vacancy-setting/:id/applications',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <PipelineRoute />),
          },
          {
            path: '/applications',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <ApplicationsRoute />),
          },
          {
            path: '/job-vacancy-setting/applications/:applicationId',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <ApplicationDetailRoute />),
          },
          {
            path: '/settings',
            element: guarded(ROUTE_PERMISSIONS.admin, <SettingsRoute />),
          },
          {
            path: '/app/user/list',
            element: guarded(ROUTE_PERMISSIONS.admin, <UsersRoute />),
          },
          {
            path: '/app/user/view/:id',
            element: guarded(ROUTE_PERMISSIONS.admin, <UserViewRoute />),
          },
          {
            path: '/app/user/edit/:id',
            element: guarded(ROUTE_PERMISSIONS.admin, <UserEditRoute />),
          },
          // The users' former address.
          { path: '/users', element: <Navigate to="/app/user/list" replace /> },
          {
            path: '/job-vacancy-setting/new',
            element: guarded(ROUTE_PERMISSIONS.admin, <VacancyEditorRoute />),
          },
          {
            path: '/job-vacancy-setting/:id/edit',
            element: guarded(ROUTE_PERMISSIONS.admin, <VacancyEditorRoute />),
          },
          {
            path: '/my-profile',
            element: guarded(ROUTE_PERMISSIONS.applicantPages, <MyProfileRoute />),
          },
          {
            path: '/my-application',
            element: guarded(ROUTE_PERMISSIONS.applicantPages, <MyApplicationRoute />),
          },
          {
            path: '/change-password',
            element: guarded(ROUTE_PERMISSIONS.account, <ChangePasswordRoute />),
          },
          {
            // Sign-in and security: two-factor sign-in, where the user is signed in.
            path: '/pages/account-settings',
            element: guarded(ROUTE_PERMISSIONS.account, <SecurityRoute />),
          },
          {
            // Notification e-mails link to /email/message/<id>.
            path: '/email',
            element: guarded(ROUTE_PERMISSIONS.messages, <MessagesLayoutRoute />),
            children: [
              { index: true, element: <Navigate to="/email/inbox" replace /> },
              ...MAIL_VIEWS.map((view) => ({
                path: view,
                element: <MessagesFolderRoute view={view} />,
              })),
              { path: 'label/:label', element: <MessagesLabelRoute /> },
              { path: 'message/:id', element: <MessagesThreadRoute /> },
            ],
          },
          {
            path: '/chat/:contactId?',
            element: guarded(ROUTE_PERMISSIONS.chat, <ChatRoute />),
          },
          {
            path: '/calendar',
            element: guarded(ROUTE_PERMISSIONS.calendar, <CalendarRoute />),
          },
          {
            path: '/todo',
            element: guarded(ROUTE_PERMISSIONS.tasks, <TasksLayoutRoute />),
            children: [
              { index: true, element: <Navigate to="/todo/all" replace /> },
              ...TASK_VIEWS.map((view) => ({
                path: view,
                element: <TasksViewRoute view={view} />,
              })),
              { path: 'tag/:tag', element: <TasksTagRoute /> },
            ],
          },
          {
            path: '/scorecards/:eventId',
            element: guarded(ROUTE_PERMISSIONS.scorecards, <ScorecardRoute />),
          },
          {
            path: '/scorecards/calibration',
            element: guarded(ROUTE_PERMISSIONS.admin, <CalibrationRoute />),
          },
          {
            path: '/pages/search',
            element: guarded(ROUTE_PERMISSIONS.search, <SearchRoute />),
          },
          {
            path: '/pages/bookmarks',
            element: guarded(ROUTE_PERMISSIONS.search, <BookmarksRoute />),
          },
          // The careers site's help, for visitors and everyone signed in.
          { path: '/pages/faq', element: <FaqRoute /> },
          // The knowledge base, a topic and an article: one page that follows the address.
          { path: '/pages/knowledge-base/:category?/:article?', element: <KnowledgeBaseRoute /> },
          {
            path: '/admin/help',
            element: guarded(ROUTE_PERMISSIONS.admin, <HelpAdminRoute />),
          },
          {
            path: '/admin/hiring',
            element: guarded(ROUTE_PERMISSIONS.admin, <HiringAdminRoute />),
          },
        ],
      },
    ],
  },
];

/** Starts fetching the page element's chunk, looking through guards such as RequirePermission. */
function preloadElement(node: ReactNode) {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { type } = node;
  if (typeof type !== 'string' && 'preload' in type) {
    void (type as Preloadable).preload().catch(() => undefined);
  }
  preloadElement(node.props.children);
}

/**
 * Fetches the chunk of the page at `pathname` before the app first renders, so it downloads
 * alongside the language catalog and the tenant instead of after them.
 */
export function preloadPage(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}
