import { normalizeRole } from './role';
import { useSession } from './session-store';

/** The signed-in user's role in lower case; `null` for a visitor. */
export function useRole(): string | null {
  return useSession((state) => (state.isLogin ? normalizeRole(state.userInfo?.role) : null));
}
