import { lazy } from 'react';
import { normalizeRole } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';

// Each home is its own chunk: visitors never download the dashboard, admins never the careers home.
const HomeRoute = lazy(() =>
  import('@/features/home/routes/HomeRoute').then((module) => ({ default: module.HomeRoute })),
);
const CareersHomeRoute = lazy(() =>
  import('@/features/vacancies/routes/CareersHomeRoute').then((module) => ({
    default: module.CareersHomeRoute,
  })),
);

/** `/` is the recruiting home for admins and the careers site for everyone else. */
export function HomeSwitch() {
  const isAdmin = useSession(
    (state) => state.isLogin && normalizeRole(state.userInfo?.role) === 'admin',
  );
  return isAdmin ? <HomeRoute /> : <CareersHomeRoute />;
}
