/**
 * Lets code outside React (the API client) send the user to another route. The app registers the
 * router's navigate function at startup; before that a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string) {
  navigateImpl(to, { replace: true });
}

/**
 * The lock screen's route: the app shell sends every tab of a locked session there (with the
 * address it was at as `state.from`), and the lock screen sends it back once unlocked.
 */
export const LOCK_SCREEN_PATH = '/pages/lock-screen';

/**
 * The page that finishes a sign-in with the tenant's identity provider: the provider sends the
 * browser back to `/` with `code` and `state`, which start-up moves (out of the address bar) to
 * this page (`lib/sso/sso-return.ts`).
 */
export const SSO_RETURN_PATH = '/pages/single-sign-on';
