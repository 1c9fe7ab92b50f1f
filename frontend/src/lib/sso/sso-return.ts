import { SSO_RETURN_PATH } from '@/lib/navigation';

/**
 * The identity provider's answer (its query string), kept in memory on its way to the page that
 * completes the sign-in (which empties it): a reload (or the back button) never sends it again.
 */
export const ssoReturn: { search: string | null } = { search: null };

/**
 * At start-up, before the router or any page sees the address: the provider sends the browser
 * back to the site's origin (`/`) with `state` and `code` (signed in there) or `error` (cancelled
 * there, say). The answer is kept and the address becomes SSO_RETURN_PATH, so a reload sends
 * nothing again.
 */
export function captureSsoReturn() {
  const { pathname, search } = window.location;
  if (pathname === '/' && /[?&]state=/.test(search) && /[?&](code|error)=/.test(search)) {
    ssoReturn.search = search;
    window.history.replaceState(null, '', SSO_RETURN_PATH);
  }
}
