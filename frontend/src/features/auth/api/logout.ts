import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { tenantKeys } from '@/lib/tenant/get-tenant';

/**
 * Revokes the server session behind the refresh cookie. Best effort: the browser forgets the
 * session whatever the answer, so failures are swallowed.
 */
export async function logout(): Promise<void> {
  try {
    await api.POST('/api/authenticate/logout');
  } catch {
    // Nothing to do: the local session is cleared either way.
  }
}

/**
 * Log Out (the user menu's and the lock screen's): ends the server session, leaves for `/`, drops
 * the user's cached answers (the careers site's branding stays) and clears all local storage.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // The request takes its headers now, before the session is cleared below.
    void logout();
    // The app shell holds a locked session on the lock screen: it has to end before leaving.
    const locked = useSession.getState().locked !== null;
    if (locked) useSession.getState().clearAll();
    // Otherwise leave a guarded page first, or its guard would send the signed-out user to /login.
    await navigate('/', { replace: true });
    queryClient.removeQueries({
      predicate: (query) => !matchQuery({ queryKey: tenantKeys.all }, query),
    });
    if (!locked) useSession.getState().clearAll();
  };
}
