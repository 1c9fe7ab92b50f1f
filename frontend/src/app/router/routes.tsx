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

/** The signed-in pages' loaders, a chunk of their own (see signed-in-pages.ts). */
const signedIn = () => import('./signed-in-pages');

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
// The link a candidate is mailed to choose the interviews' time; no account needed.
const ScheduleRoute = page(() =>
  import('@/features/scheduling/routes/ScheduleRoute').then((m) => m.ScheduleRoute),
);
const VacancyDetailRoute = page(() =>
  import('@/features/vacancies/routes/VacancyDetailRoute').then((m) => m.VacancyDetailRoute),
);
const ApplyRoute = page(() => signedIn().then((p) => p.applyPage()));
const JobVacancySettingRoute = page(() => signedIn().then((p) => p.jobVacancySettingPage()));
const ImportRoute = page(() => signedIn().then((p) => p.importPage()));
const VacancyEditorRoute = page(() => signedIn().then((p) => p.vacancyEditorPage()));
const PipelineRoute = page(() => signedIn().then((p) => p.pipelinePage()));
const ApplicationsRoute = page(() => signedIn().then((p) => p.applicationsPage()));
const ApplicationDetailRoute = page(() => signedIn().then((p) => p.applicationDetailPage()));
const SettingsRoute = page(() => signedIn().then((p) => p.settingsPage()));
const UsersRoute = page(() => signedIn().then(async (p) => (await p.userPages()).UsersRoute));
const UserViewRoute = page(() => signedIn().then(async (p) => (await p.userPages()).UserViewRoute));
const UserEditRoute = page(() => signedIn().then(async (p) => (await p.userPages()).UserEditRoute));
const MyProfileRoute = page(() => signedIn().then((p) => p.myProfilePage()));
const MyApplicationRoute = page(() => signedIn().then((p) => p.myApplicationPage()));
const ChangePasswordRoute = page(() => signedIn().then((p) => p.changePasswordPage()));
const SecurityRoute = page(() => signedIn().then((p) => p.securityPage()));
const CalendarRoute = page(() => signedIn().then((p) => p.calendarPage()));
const MessagesLayoutRoute = page(() =>
  signedIn().then(async (p) => (await p.messagesPages()).MessagesLayoutRoute),
);
const MessagesFolderRoute = page(() =>
  signedIn().then(async (p) => (await p.messagesPages()).MessagesFolderRoute),
);
const MessagesLabelRoute = page(() =>
  signedIn().then(async (p) => (await p.messagesPages()).MessagesLabelRoute),
);
const MessagesThreadRoute = page(() =>
  signedIn().then(async (p) => (await p.messagesPages()).MessagesThreadRoute),
);
const ChatRoute = page(() => signedIn().then((p) => p.chatPage()));
const TasksLayoutRoute = page(() =>
  signedIn().then(async (p) => (await p.tasksPages()).TasksLayoutRoute),
);
const TasksViewRoute = page(() =>
  signedIn().then(async (p) => (await p.tasksPages()).TasksViewRoute),
);
const TasksTagRoute = page(() =>
  signedIn().then(async (p) => (await p.tasksPages()).TasksTagRoute),
);
const SearchRoute = page(() => signedIn().then((p) => p.searchPage()));
const BookmarksRoute = page(() => signedIn().then((p) => p.bookmarksPage()));
const HelpAdminRoute = page(() => signedIn().then((p) => p.helpAdminPage()));
const ScorecardRoute = page(() =>
  signedIn().then(async (p) => (await p.scorecardPages()).ScorecardRoute),
);
const CalibrationRoute = page(() =>
  signedIn().then(async (p) => (await p.scorecardPages()).CalibrationRoute),
);
const HiringAdminRoute = page(() => signedIn().then((p) => p.hiringAdminPage()));
const IntegrationsRoute = page(() => signedIn().then((p) => p.integrationsPage()));
const AutomationsRoute = page(() => signedIn().then((p) => p.automationsPage()));
const SchedulingAdminRoute = page(() => signedIn().then((p) => p.schedulingAdminPage()));
const PrintableOfferRoute = page(() => signedIn().then((p) => p.printableOfferPage()));
// The careers site's help (FAQ and knowledge base) is one chunk.
const loadHelp = () => import('@/features/help/routes/HelpRoutes');
const FaqRoute = page(() => loadHelp().then((m) => m.FaqRoute));
const KnowledgeBaseRoute = page(() => loadHelp().then((m) => m.KnowledgeBaseRoute));

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
          // A candidate's link to choose interview times (`/schedule/<token>`); no account needed.
          { path: '/schedule/:token', element: <ScheduleRoute /> },
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
            // An offer to print: the old site's invoice page, now the offer letter.
            path: '/pages/invoice/:offerId',
            element: guarded(ROUTE_PERMISSIONS.recruiting, <PrintableOfferRoute />),
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
          {
            path: '/admin/integrations',
            element: guarded(ROUTE_PERMISSIONS.admin, <IntegrationsRoute />),
          },
          {
            path: '/admin/automations',
            element: guarded(ROUTE_PERMISSIONS.admin, <AutomationsRoute />),
          },
          {
            path: '/admin/scheduling',
            element: guarded(ROUTE_PERMISSIONS.admin, <SchedulingAdminRoute />),
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
