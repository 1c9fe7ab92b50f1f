import { HomeRoute } from '@/features/home/routes/HomeRoute';
import { CareersHomeRoute } from '@/features/vacancies/routes/CareersHomeRoute';
import { normalizeRole } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';

/** `/` is the recruiting home for admins and the careers site for everyone else. */
export function HomeSwitch() {
  const isAdmin = useSession(
    (state) => state.isLogin && normalizeRole(state.userInfo?.role) === 'admin',
  );
  return isAdmin ? <HomeRoute /> : <CareersHomeRoute />;
}
