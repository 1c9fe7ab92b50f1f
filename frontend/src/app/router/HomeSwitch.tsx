import { lazy } from 'react';
import { normalizeRole } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';

// The dashboard shows the admin's open tasks and scorecards to write: the tasks' and the
// structured interviews' cards, passed in.
const loadDashboard = async () => {
  const [{ DashboardRoute: Dashboard }, { TasksCard }, { MyScorecardsCard }] = await Promise.all([
    import('@/features/dashboard/routes/DashboardRoute'),
    import('@/features/tasks/slots'),
    import('@/features/scorecards/slots'),
  ]);
  return {
    default: function DashboardWithTasks() {
      return <Dashboard myTasks={<TasksCard about="mine" />} myScorecards={<MyScorecardsCard />} />;
    },
  };
};
const loadCareersHome = () =>
  import('@/features/vacancies/routes/CareersHomeRoute').then((module) => ({
    default: module.CareersHomeRoute,
  }));
// Staff, who have no dashboard, see the careers home with the scorecards they have to write.
const loadStaffHome = async () => {
  const [{ CareersHomeRoute: CareersHome }, { MyScorecardsCard }] = await Promise.all([
    import('@/features/vacancies/routes/CareersHomeRoute'),
    import('@/features/scorecards/slots'),
  ]);
  return {
    default: function CareersHomeWithScorecards() {
      return <CareersHome staffCards={<MyScorecardsCard hideWhenEmpty />} />;
    },
  };
};

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
