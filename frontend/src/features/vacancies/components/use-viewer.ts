import { normalizeRole } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';

/** Who is looking: visitors, applicants (role "user") and recruiters see different actions. */
export function useViewer() {
  const role = useSession((state) => (state.isLogin ? normalizeRole(state.userInfo?.role) : null));
  return { isVisitor: role === null, isApplicant: role === 'user' };
}
