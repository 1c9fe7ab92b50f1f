import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from '@/app/AppShell';
import { BlankLayout } from '@/app/layouts/BlankLayout';
import { MainLayout } from '@/app/layouts/MainLayout';
import { CATEGORY_ROUTES } from '@/app/navigation/menu';
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

/**
 * A signed-in page, loaded when first opened: the careers site's visitors never download the
 * applicant area or the recruiter workspace.
 */
function guarded(permissions: readonly Role[], load: () => Promise<ReactNode>): RouteObject {
  return {
    lazy: async () => {
      const page = await load();
      return { element: <RequirePermission permissions={permissions}>{page}</RequirePermission> };
    },
  };
}

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
            ...guarded(ROUTE_PERMISSIONS.apply, async () => {
              const { ApplyProfileCheck } =
                await import('@/features/profile/components/ApplyProfileCheck');
              const { ApplyRoute } = await import('@/features/vacancies/routes/ApplyRoute');
              return <ApplyRoute ProfileStep={ApplyProfileCheck} />;
            }),
          },
          {
            path: '/job-vacancy-setting',
            ...guarded(ROUTE_PERMISSIONS.jobVacancySetting, async () => {
              const { JobVacancySettingRoute } =
                await import('@/features/recruiting/routes/JobVacancySettingRoute');
              return <JobVacancySettingRoute />;
            }),
          },
          {
            path: '/job-vacancy-setting/:id/applications',
            ...guarded(ROUTE_PERMISSIONS.pipeline, async () => {
              const { PipelineRoute } = await import('@/features/recruiting/routes/PipelineRoute');
              return <PipelineRoute />;
            }),
          },
          {
            path: '/job-vacancy-setting/applications/:applicationId',
            ...guarded(ROUTE_PERMISSIONS.pipeline, async () => {
              const { ApplicationDetailRoute } =
                await import('@/features/recruiting/routes/ApplicationDetailRoute');
              return <ApplicationDetailRoute />;
            }),
          },
          {
            path: '/settings',
            ...guarded(ROUTE_PERMISSIONS.jobVacancySetting, async () => {
              const { SettingsRoute } = await import('@/features/admin/routes/SettingsRoute');
              return <SettingsRoute />;
            }),
          },
          {
            path: '/users',
            ...guarded(ROUTE_PERMISSIONS.jobVacancySetting, async () => {
              const { UsersRoute } = await import('@/features/admin/routes/UsersRoute');
              return <UsersRoute />;
            }),
          },
          {
            path: '/job-vacancy-setting/new',
            ...guarded(ROUTE_PERMISSIONS.jobVacancySetting, async () => {
              const { VacancyEditorRoute } =
                await import('@/features/recruiting/routes/VacancyEditorRoute');
              return <VacancyEditorRoute />;
            }),
          },
          {
            path: '/job-vacancy-setting/:id/edit',
            ...guarded(ROUTE_PERMISSIONS.jobVacancySetting, async () => {
              const { VacancyEditorRoute } =
                await import('@/features/recruiting/routes/VacancyEditorRoute');
              return <VacancyEditorRoute />;
            }),
          },
          {
            path: '/my-profile',
            ...guarded(ROUTE_PERMISSIONS.applicantPages, async () => {
              const { MyProfileRoute } = await import('@/features/profile/routes/MyProfileRoute');
              return <MyProfileRoute />;
            }),
          },
          {
            path: '/my-application',
            ...guarded(ROUTE_PERMISSIONS.applicantPages, async () => {
              const { AccountSettingsCard } =
                await import('@/features/account/components/AccountSettingsCard');
              const { MyApplicationRoute } =
                await import('@/features/applications/routes/MyApplicationRoute');
              const { SavedVacanciesCard } =
                await import('@/features/vacancies/components/SavedVacanciesCard');
              return (
                <MyApplicationRoute
                  savedVacancies={<SavedVacanciesCard />}
                  accountSettings={<AccountSettingsCard />}
                />
              );
            }),
          },
          {
            path: '/change-password',
            ...guarded(ROUTE_PERMISSIONS.account, async () => {
              const { ChangePasswordRoute } =
                await import('@/features/account/routes/ChangePasswordRoute');
              return <ChangePasswordRoute />;
            }),
          },
        ],
      },
    ],
  },
];
