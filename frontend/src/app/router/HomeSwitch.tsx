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

// Each home is its own chunk: visitors never download the dashboard, admins never the careers home.
const DashboardRoute = lazy(loadDashboard);
const CareersHomeRoute = lazy(loadCareersHome);

function isAdmin(state: ReturnType<typeof useSession.getState>) {
  return state.isLogin && normalizeRole(state.userInfo?.role) === 'admin';
}

/** `/` is the recruiting home for admins and the careers site for everyone else. */
export function HomeSwitch() {
  const admin = useSession(isAdmin);
  return admin ? <DashboardRoute /> : <CareersHomeRoute />;
}

/** Fetches the home this session will see (see preloadPage). */
HomeSwitch.preload = () => (isAdmin(useSession.getState()) ? loadDashboard() : loadCareersHome());
