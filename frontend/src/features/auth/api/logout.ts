import { type QueryClient, matchQuery } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { api } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { leaveFor } from '@/lib/sso/leave-for';
import { tenantKeys } from '@/lib/tenant/get-tenant';
import { ssoLogoutUrl } from './sso';

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
 * Log Out (the user menu's and the lock screen's, see `useLogOut`): ends the server session,
 * leaves for `/`, drops the user's cached answers (the careers site's branding stays) and clears
 * all local storage. A session that came from the tenant's identity provider then ends there too:
 * the browser goes to the provider's logout page, which sends it back to the site.
 */
export async function logOut(navigate: NavigateFunction, queryClient: QueryClient) {
  // A locked session cannot ask (the server answers `session_locked`).
  const { isLogin, locked: lockedBefore } = useSession.getState();
  const endSessionUrl = isLogin && lockedBefore === null ? await ssoLogoutUrl() : null;
  // The request takes its headers now, before the session is cleared below.
  const loggedOut = logout();
  // The app shell holds a locked session on the lock screen: it has to end before leaving.
  const locked = useSession.getState().locked !== null;
  if (locked) useSession.getState().clearAll();
  // Otherwise leave a guarded page first, or its guard would send the signed-out user to /login.
  await navigate('/', { replace: true });
  queryClient.removeQueries({
    predicate: (query) => !matchQuery({ queryKey: tenantKeys.all }, query),
  });
  if (!locked) useSession.getState().clearAll();
  if (endSessionUrl) {
    // Leaving the page would cancel the sign-out still on its way.
    await loggedOut;
    // The provider sends the browser back to this site, which must know its tenant again.
    const { tenantID } = useSession.getState();
    if (tenantID) useSession.getState().setTenant(tenantID);
    leaveFor(endSessionUrl);
  }
}
