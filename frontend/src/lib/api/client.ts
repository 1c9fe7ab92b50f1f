import { env } from '@/config/env';
import { navigateTo } from '@/lib/navigation';
import { reloadSessionFromStorage, useSession } from '@/lib/session/session-store';
import { SESSION_KEYS } from '@/lib/session/storage-keys';
import { errorFromResponse, networkError } from './api-error';
import type { Schemas } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that answer 401 as their own result (sign-in, the refresh itself) never refresh. */
  skipRefresh?: boolean;
  /** Sign-in goes to the site's own origin, never to `gateweyURL`. */
  siteOrigin?: boolean;
  /** Sends the refresh cookie (its path is /api/authenticate). */
  withCredentials?: boolean;
  /** Overrides the stored tenant (a reset link names its own); `null` sends no tenant header. */
  tenant?: string | null;
  /** A file sent as the raw body (uploads), instead of a JSON `body`. */
  file?: Blob;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Answers the body as a Blob (downloads) instead of parsed JSON. */
  asBlob?: boolean;
}

export const REFRESH_PATH = '/api/authenticate/refresh-token';
export const LOGIN_ROUTE = '/login';
export const MAINTENANCE_ROUTE = '/misc/maintenance';

function baseUrl(siteOrigin: boolean | undefined): string {
  if (siteOrigin) return '';
  const base = useSession.getState().gateweyURL ?? env.VITE_API_URL;
  return base.replace(/\/+$/, '');
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = {
    Accept: options.asBlob ? '*/*' : 'application/json',
    ...options.headers,
  };
  const tenant = options.tenant === undefined ? useSession.getState().tenantID : options.tenant;
  if (tenant) headers.tenantid = tenant;
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: options.withCredentials ? 'include' : 'same-origin',
  };
  if (options.signal) init.signal = options.signal;
  if (options.file) {
    headers['Content-Type'] = options.file.type || 'application/octet-stream';
    // The original name goes along (the server keeps it for downloads). Header values must be
    // ASCII, so it is percent-encoded; the server decodes it, and "Lebenslauf Müller.pdf" survives.
    if (options.file instanceof File)
      headers['X-File-Name'] = encodeURIComponent(options.file.name);
    init.body = options.file;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  try {
    return await fetch(`${baseUrl(options.siteOrigin)}${path}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
}

let refreshInFlight: Promise<string | null> | null = null;
/** The token whose refresh already failed: later 401s for it must not try again. */
let failedRefreshFor: string | null | undefined;

async function exchangeRefreshCookie(): Promise<string | null> {
  try {
    const response = await send(
      REFRESH_PATH,
      { method: 'POST', skipRefresh: true, withCredentials: true },
      null,
    );
    if (!response.ok) return null;
    const answer = (await response.json()) as Schemas['RefreshAnswer'];
    useSession.getState().tokenRefreshed(answer.userData, answer.accessToken);
    return answer.accessToken;
  } catch {
    return null;
  }
}

export const REFRESH_LOCK = 'erecruit-token-refresh';

/**
 * Other tabs share the refresh cookie, so they take turns: a tab that gets the lock after another
 * tab refreshed finds a new token in storage and uses it instead of presenting the used cookie.
 */
async function runRefresh(sentToken: string | null): Promise<string | null> {
  if (!('locks' in navigator)) return exchangeRefreshCookie();
  return navigator.locks.request(REFRESH_LOCK, async () => {
    const stored = localStorage.getItem(SESSION_KEYS.token);
    if (stored && stored !== sentToken) {
      reloadSessionFromStorage();
      return stored;
    }
    return exchangeRefreshCookie();
  });
}

/**
 * One refresh for every request that got a 401 with the same token: the server revokes the whole
 * session when a refresh token is presented twice, so concurrent callers must share one attempt.
 */
function refreshAfter401(sentToken: string | null): Promise<string | null> {
  const current = useSession.getState().token;
  if (current && current !== sentToken) return Promise.resolve(current);
  if (failedRefreshFor !== undefined && failedRefreshFor === sentToken) {
    return Promise.resolve(null);
  }
  refreshInFlight ??= runRefresh(sentToken).then((token) => {
    refreshInFlight = null;
    failedRefreshFor = token ? undefined : sentToken;
    return token;
  });
  return refreshInFlight;
}

/** Token sign-out: the session goes (the deployment's keys stay) and the user signs in again. */
export function expireSession() {
  useSession.getState().expire();
  navigateTo(LOGIN_ROUTE);
}

async function readBody<T>(response: Response, asBlob?: boolean): Promise<T> {
  if (asBlob) return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined as T;
  return (await response.json()) as T;
}

async function fail(response: Response): Promise<never> {
  const error = await errorFromResponse(response);
  if (error.code === 'tenant_suspended') navigateTo(MAINTENANCE_ROUTE);
  throw error;
}

/**
 * Calls the API with the tenant, JSON and bearer headers. A 401 gets one silent refresh and one
 * retry; if the refresh fails the session ends and the user goes to /login. Every other error
 * reaches the caller unchanged as an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = useSession.getState().token;
  const response = await send(path, options, sentToken);
  if (response.ok) return readBody<T>(response, options.asBlob);
  if (response.status !== 401 || options.skipRefresh) return fail(response);

  const freshToken = await refreshAfter401(sentToken);
  if (!freshToken) {
    expireSession();
    return fail(response);
  }
  const retried = await send(path, options, freshToken);
  if (retried.ok) return readBody<T>(retried, options.asBlob);
  if (retried.status === 401) {
    failedRefreshFor = freshToken;
    expireSession();
  }
  return fail(retried);
}

/** Test hook: forget any refresh in progress or failed. */
export function resetApiClientState() {
  refreshInFlight = null;
  failedRefreshFor = undefined;
}
