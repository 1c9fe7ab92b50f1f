/**
 * The loaders of the pages only a signed-in user opens (applicants' and the recruiting team's).
 * They live in this chunk, fetched once someone signs in (SignedInParts) or opens such a page,
 * rather than in routes.tsx: the shell every careers page downloads would otherwise carry each
 * loader and, in Vite's preload map (`__vite__mapDeps`), the name of every chunk each of these
 * pages imports, a list that grew with every recruiter feature. A new signed-in page's loader
 * goes here; routes.tsx names it through `signedIn`.
 */

// The admins' home and the staff's (see HomeSwitch); the visitors' careers home stays in the shell.
export const dashboardPage = () => import('./pages/DashboardPage').then((m) => m.DashboardPage);
export const staffHomePage = () => import('./pages/StaffHomePage').then((m) => m.StaffHomePage);

export const applyPage = () => import('./pages/ApplyPage').then((m) => m.ApplyPage);
export const myProfilePage = () =>
  import('@/features/profiles/routes/MyProfileRoute').then((m) => m.MyProfileRoute);
export const myApplicationPage = () =>
  import('./pages/MyApplicationPage').then((m) => m.MyApplicationPage);
export const changePasswordPage = () =>
  import('@/features/account/routes/ChangePasswordRoute').then((m) => m.ChangePasswordRoute);
// Sign-in and security, with staff's interview availability (scheduling's cards).
export const securityPage = () =>
  import('./pages/AccountSettingsPage').then((m) => m.AccountSettingsPage);

// Staff's first page shows the scorecards they still have to write.
export const jobVacancySettingPage = () =>
  import('./pages/JobVacancySettingPage').then((m) => m.JobVacancySettingPage);
export const importPage = () =>
  import('@/features/imports/routes/ImportRoute').then((m) => m.ImportRoute);
// The vacancy editor shows the hiring process's parts (its template, stages, team and funnel).
export const vacancyEditorPage = () =>
  import('./pages/VacancyEditorPage').then((m) => m.VacancyEditorPage);
export const pipelinePage = () => import('./pages/PipelinePage').then((m) => m.PipelinePage);
// TanStack Table and Virtual are part of this page's chunk only.
export const applicationsPage = () =>
  import('./pages/ApplicationsPage').then((m) => m.ApplicationsPage);
export const applicationDetailPage = () =>
  import('./pages/ApplicationDetailPage').then((m) => m.ApplicationDetailPage);
export const settingsPage = () => import('./pages/SettingsPage').then((m) => m.SettingsPage);
// The user pages (list, view, edit) come from one module: one chunk for the three.
export const userPages = () => import('@/features/settings/routes/UsersRoute');
// FullCalendar is part of this page's chunk only: no other page downloads it.
export const calendarPage = () =>
  import('@/features/calendar/routes/CalendarRoute').then((m) => m.CalendarRoute);
// The mail app's pages come from one module: the whole feature is one chunk.
export const messagesPages = () => import('@/features/messages/routes/MessagesRoutes');
// The chat page: the list and the open conversation are one page, `/chat/<contactId>` once one is
// chosen. The socket it shares with the menu's badge is opened by the app shell.
export const chatPage = () => import('@/features/chat/routes/ChatRoute').then((m) => m.ChatRoute);
// The To-do app's pages come from one module: the whole app is one chunk.
export const tasksPages = () => import('@/features/tasks/routes/TasksRoutes');
// The pages the search finds come from the menus, which are fetched once someone signs in.
export const searchPage = () => import('./pages/SearchPage').then((m) => m.SearchPage);
// dnd-kit, which reorders the bookmarks, is part of this page's chunk only.
export const bookmarksPage = () => import('./pages/BookmarksPage').then((m) => m.BookmarksPage);
export const helpAdminPage = () =>
  import('@/features/help/routes/HelpAdminRoute').then((m) => m.HelpAdminRoute);
// An interview's scorecards and the admins' interviewer calibration: one chunk for both.
export const scorecardPages = () => import('@/features/scorecards/routes/ScorecardPages');
// The admins' stage templates (each stage with its interview kit) and rejection reasons.
export const hiringAdminPage = () =>
  import('./pages/HiringAdminPage').then((m) => m.HiringAdminPage);
// The admins' API keys and webhooks (the server's "endpoint turned off" mail links there).
export const integrationsPage = () =>
  import('@/features/integrations/routes/IntegrationsRoute').then((m) => m.IntegrationsRoute);
// The admins' message templates, stage rules and waiting limit.
export const automationsPage = () =>
  import('@/features/automations/routes/AutomationsRoute').then((m) => m.AutomationsRoute);
// The admins' self-scheduling settings and how it went.
export const schedulingAdminPage = () =>
  import('@/features/scheduling/routes/SchedulingAdminRoute').then((m) => m.SchedulingAdminRoute);
// An offer's letter under the tenant's letterhead, to print (the old site's invoice address).
export const printableOfferPage = () =>
  import('@/features/offers/routes/PrintableOfferRoute').then((m) => m.PrintableOfferRoute);
