import { lazy } from 'react';
import { normalizeRole } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';

// The admins' dashboard and the staff's home (the careers home with the scorecards they have to
// write) are composed in pages/ and loaded through the signed-in pages' chunk.
const signedIn = () => import('./signed-in-pages');
const loadDashboard = () =>
  signedIn()
    .then((p) => p.dashboardPage())
    .then((page) => ({ default: page }));
const loadCareersHome = () =>
  import('@/features/vacancies/routes/CareersHomeRoute').then((module) => ({
    default: module.CareersHomeRoute,
  }));
const loadStaffHome = () =>
  signedIn()
    .then((p) => p.staffHomePage())
    .then((page) => ({ default: page }));

// Each home is its own chunk: visitors never download the dashboard, admins never the careers home.
const DashboardRoute = lazy(loadDashboard);
const CareersHomeRoute = lazy(loadCareersHome);
const StaffHomeRoute = lazy(loadStaffHome);

type Home = 'dashboard' | 'staff' | 'careers';

function homeOf(state: ReturnType<typeof useSession.getState>): Home {
  if (!state.isLogin) return 'careers';
  const role = normalizeRole(state.userInfo?.role);
  return role === 'admin' ? 'dashboard' : role === 'staff' ? 'staff' : 'careers';
}

const HOME_LOADERS: Readonly<Record<Home, () => Promise<unknown>>> = {
  dashboard: loadDashboard,
  staff: loadStaffHome,
  careers: loadCareersHome,
};

/**
 * `/` is the recruiting home for admins and the careers site for everyone else (staff see the
 * scorecards they have to write on it).
 */
export function HomeSwitch() {
  const home = useSession(homeOf);
  if (home === 'dashboard') return <DashboardRoute />;
  return home === 'staff' ? <StaffHomeRoute /> : <CareersHomeRoute />;
}

/** Fetches the home this session will see (see preloadPage). */
HomeSwitch.preload = () => HOME_LOADERS[homeOf(useSession.getState())]();
