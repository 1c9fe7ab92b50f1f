import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-store';

/**
 * Log Out (the user menu's and the lock screen's). Its code (with the identity provider's part)
 * is fetched on the click, so the pages every visitor opens do without it; should that fail, the
 * browser forgets the session all the same (the guards then send the user on).
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () =>
    import('./logout').then(
      ({ logOut }) => logOut(navigate, queryClient),
      () => useSession.getState().clearAll(),
    );
}
