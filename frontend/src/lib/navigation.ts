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
