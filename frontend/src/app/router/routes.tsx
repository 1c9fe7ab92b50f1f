import type { RouteObject } from 'react-router';
import { AppShell } from '@/app/AppShell';
import { BlankLayout } from '@/app/layouts/BlankLayout';
import { MainLayout } from '@/app/layouts/MainLayout';
import { CATEGORY_ROUTES } from '@/app/navigation/menu';
import { AccountSettingsCard } from '@/features/account/components/AccountSettingsCard';
import { ChangePasswordRoute } from '@/features/account/routes/ChangePasswordRoute';
import { SettingsRoute } from '@/features/admin/routes/SettingsRoute';
import { UsersRoute } from '@/features/admin/routes/UsersRoute';
import { MyApplicationRoute } from '@/features/applications/routes/MyApplicationRoute';
import { ForgotPasswordRoute } from '@/features/auth/routes/ForgotPasswordRoute';
import { LoginRoute } from '@/features/auth/routes/LoginRoute';
import { RegisterRoute } from '@/features/auth/routes/RegisterRoute';
import { ResetPasswordRoute } from '@/features/auth/routes/ResetPasswordRoute';
import {
  ComingSoonRoute,
  MaintenanceRoute,
  NotAuthorizedRoute,
  NotFoundRoute,
  ServerErrorRoute,
} from '@/features/misc/routes/MiscRoutes';
import { ApplyProfileCheck } from '@/features/profile/components/ApplyProfileCheck';
import { MyProfileRoute } from '@/features/profile/routes/MyProfileRoute';
import { ApplicationDetailRoute } from '@/features/recruiting/routes/ApplicationDetailRoute';
import { JobVacancySettingRoute } from '@/features/recruiting/routes/JobVacancySettingRoute';
import { PipelineRoute } from '@/features/recruiting/routes/PipelineRoute';
import { VacancyEditorRoute } from '@/features/recruiting/routes/VacancyEditorRoute';
import { SavedVacanciesCard } from '@/features/vacancies/components/SavedVacanciesCard';
import { ApplyRoute } from '@/features/vacancies/routes/ApplyRoute';
import { JobVacancyRoute } from '@/features/vacancies/routes/JobVacancyRoute';
import { VacancyCategoryRoute } from '@/features/vacancies/routes/VacancyCategoryRoute';
import { VacancyDetailRoute } from '@/features/vacancies/routes/VacancyDetailRoute';
import type { Role } from '@/lib/session/types';
import { HomeSwitch } from './HomeSwitch';
import { RequirePermission } from './RequirePermission';
import { RouteError } from './RouteError';
import { VisitorOnly } from './VisitorOnly';

/** Route permission lists; the menus show the same items to the same roles. */
export const ROUTE_PERMISSIONS = {
  jobVacancySetting: ['admin'],
  pipeline: ['admin', 'staff'],
  applicantPages: ['user', 'staff'],
  apply: ['user'],
  account: ['admin', 'staff', 'user'],
} as const satisfies Record<string, readonly Role[]>;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
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
          {
            path: CATEGORY_ROUTES.freshGraduate,
            element: <VacancyCategoryRoute category="fresh-graduate" />,
          },
          {
            path: CATEGORY_ROUTES.experiencedHire,
            element: <VacancyCategoryRoute category="experienced-hire" />,
          },
          {
            path: CATEGORY_ROUTES.internship,
            element: <VacancyCategoryRoute category="internship" />,
          },
          { path: '/job-vacancy', element: <JobVacancyRoute /> },
          { path: '/job-vacancy/:id', element: <VacancyDetailRoute /> },
          {
            path: '/job-vacancy/:id/apply',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.apply}>
                <ApplyRoute ProfileStep={ApplyProfileCheck} />
              </RequirePermission>
            ),
          },
          {
            path: '/job-vacancy-setting',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.jobVacancySetting}>
                <JobVacancySettingRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/job-vacancy-setting/:id/applications',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.pipeline}>
                <PipelineRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/job-vacancy-setting/applications/:applicationId',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.pipeline}>
                <ApplicationDetailRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/settings',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.jobVacancySetting}>
                <SettingsRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/users',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.jobVacancySetting}>
                <UsersRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/job-vacancy-setting/new',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.jobVacancySetting}>
                <VacancyEditorRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/job-vacancy-setting/:id/edit',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.jobVacancySetting}>
                <VacancyEditorRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/my-profile',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.applicantPages}>
                <MyProfileRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/my-application',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.applicantPages}>
                <MyApplicationRoute
                  savedVacancies={<SavedVacanciesCard />}
                  accountSettings={<AccountSettingsCard />}
                />
              </RequirePermission>
            ),
          },
          {
            path: '/change-password',
            element: (
              <RequirePermission permissions={ROUTE_PERMISSIONS.account}>
                <ChangePasswordRoute />
              </RequirePermission>
            ),
          },
        ],
      },
    ],
  },
];
