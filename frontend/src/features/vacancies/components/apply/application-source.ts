import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where an application came from when the visitor's link named none: the careers site itself. */
export const DEFAULT_SOURCE = 'careers-site';
/** The server's limit (crates/applications: at most 100 characters, no control characters). */
export const SOURCE_MAX = 100;

const KEY_PREFIX = 'erecruit.applySource.';
/** A vacancy's page or its apply page. */
const VACANCY_PATH = /^\/job-vacancy\/(\d+)(?:\/apply)?\/?$/;

/** A control character (Unicode's Cc: U+0000–U+001F and U+007F–U+009F), as Rust's `char::is_control`. */
function isControl(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/** Whether the server takes `source` as an application's source: 1 to 100 characters, none a control. */
export function isValidSource(source: string): boolean {
  const codePoints = Array.from(source.trim(), (char) => char.codePointAt(0) ?? 0);
  return codePoints.length > 0 && codePoints.length <= SOURCE_MAX && !codePoints.some(isControl);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the application counts for the careers site.
    return null;
  }
}

/** Keeps `source` for applying to `vacancyId` later in this tab (a later link's source wins). */
export function rememberSource(vacancyId: number, source: string) {
  if (!isValidSource(source)) return;
  storage()?.setItem(KEY_PREFIX + String(vacancyId), source.trim());
}

/** The source kept for `vacancyId`, or the careers site's. */
export function sourceFor(vacancyId: number): string {
  const kept = storage()?.getItem(KEY_PREFIX + String(vacancyId));
  return kept && isValidSource(kept) ? kept : DEFAULT_SOURCE;
}

/** Forgets `vacancyId`'s source once the application is sent. */
export function forgetSource(vacancyId: number) {
  storage()?.removeItem(KEY_PREFIX + String(vacancyId));
}

/**
 * Keeps the `?source=` of an address of a vacancy or its apply page (a job board's link), for the
 * application that may follow after registering or signing in. The sign-in guard of the apply page
 * redirects before that page renders, so this runs in the app's shell, on every address.
 */
export function rememberSourceOf(pathname: string, search: string) {
  const vacancy = VACANCY_PATH.exec(pathname)?.[1];
  const source = new URLSearchParams(search).get('source');
  if (vacancy && source !== null) rememberSource(Number(vacancy), source);
}

/** [rememberSourceOf] for the current address. */
export function useRememberApplySource() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberSourceOf(pathname, search), [pathname, search]);
}
