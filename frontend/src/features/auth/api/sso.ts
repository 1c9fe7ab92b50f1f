import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, dataOf } from '@/lib/api/client';
import { leaveFor } from '@/lib/sso/leave-for';
import { isMfaChallenge } from './login';
import { AFTER_SIGN_IN_PATH, useStartSession } from './start-session';

/**
 * Where a sign-in with the provider started from the lock screen goes back to, kept in this tab
 * (`sessionStorage`) while the browser is at the provider: the page that was locked, and whose
 * session it was.
 */
const RETURN_TO_KEY = 'ssoReturnTo';

export interface LockedPage {
  /** The locked page's address (path, query and hash). */
  path: string;
  /** The locked session's address: another account signing in does not go back there. */
  email: string;
}

/** The locked page a sign-in with the provider was started from, if it was. */
export function readLockedPage(): LockedPage | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(RETURN_TO_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { path, email } = value as Record<string, unknown>;
    return typeof path === 'string' && path.startsWith('/') && typeof email === 'string'
      ? { path, email }
      : null;
  } catch {
    return null;
  }
}

/**
 * Starts a sign-in with the tenant's provider: the server answers the provider's address (and
 * sets the cookie that ties the sign-in to this browser), and the browser goes there. The provider
 * sends it back to `/` (see `SsoReturnRoute`). `lockedPage`: the lock screen's page to go back to,
 * `null` from the sign-in page, `undefined` to try again from where the last attempt started.
 */
export async function startSso(lockedPage?: LockedPage | null): Promise<void> {
  const { authorizationUrl } = await dataOf(api.GET('/api/authenticate/oidc/start'));
  if (lockedPage) sessionStorage.setItem(RETURN_TO_KEY, JSON.stringify(lockedPage));
  else if (lockedPage === null) sessionStorage.removeItem(RETURN_TO_KEY);
  leaveFor(authorizationUrl);
}

/**
 * "Sign in with …": pending until the browser has left for the provider. Back from there with the
 * browser's Back button, the page may be shown as it was left (the back/forward cache): the button
 * is offered again.
 */
export function useStartSso() {
  const mutation = useMutation({ mutationFn: startSso });
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return mutation;
}

export interface SsoCallbackInput {
  code: string;
  state: string;
}

/** The provider's `code` and `state` → the session, or the second factor it needs first. */
export function completeSso({ code, state }: SsoCallbackInput) {
  return dataOf(api.POST('/api/authenticate/oidc/callback', { body: { code, state } }));
}

/**
 * Completes a sign-in with the provider; the session is kept at once (a second factor's challenge
 * goes on to the sign-in's second step). It replaces a locked session, as an unlock does: every
 * tab leaves the lock screen.
 */
export function useCompleteSso() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: completeSso,
    onSuccess: (answer) => {
      if (!isMfaChallenge(answer)) startSession(answer);
    },
  });
}

/**
 * Where the app goes once signed in with the provider: back to the locked page when the sign-in
 * started on the lock screen and the same person signed in, else where every sign-in goes.
 */
export function destinationAfterSso(email: string | undefined): string {
  const locked = readLockedPage();
  sessionStorage.removeItem(RETURN_TO_KEY);
  if (locked && email && locked.email.toLowerCase() === email.toLowerCase()) return locked.path;
  return AFTER_SIGN_IN_PATH;
}

/**
 * The identity provider's logout address for this session, asked before Log Out ends it: `null`
 * when the session did not come from the provider (the server knows how each session began; the
 * answers of a refresh and of the second step do not say) or the provider has none. Best effort:
 * Log Out waits for it 5 seconds at most.
 */
export async function ssoLogoutUrl(): Promise<string | null> {
  try {
    const answer = await dataOf(
      api.GET('/api/authenticate/oidc/logout', { signal: AbortSignal.timeout(5_000) }),
    );
    return answer.endSessionUrl ?? null;
  } catch {
    return null;
  }
}
