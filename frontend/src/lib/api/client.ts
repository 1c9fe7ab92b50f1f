import createClient, { createQuerySerializer, type Middleware } from 'openapi-fetch';
import { env } from '@/config/env';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { navigateTo } from '@/lib/navigation';
import { reloadSessionFromStorage, useSession } from '@/lib/session/session-store';
import { SESSION_KEYS } from '@/lib/session/storage-keys';
import { ApiError, errorFromResponse, hasErrorCode, networkError } from './api-error';
import type { paths } from './schema';

type ApiPath = keyof paths;

export const REFRESH_PATH = '/api/authenticate/refresh-token' satisfies ApiPath;
export const REFRESH_LOCK = 'erecruit-token-refresh';
export const LOGIN_ROUTE = '/login';
export const MAINTENANCE_ROUTE = '/misc/maintenance';

/**
 * The sign-in's second step, the lock screen's unlock and the end of a sign-in with the identity
 * provider: each answers like a sign-in.
 */
const SIGN_IN_STEPS = [
  '/api/authenticate/mfa',
  '/api/authenticate/mfa/enrol',
  '/api/authenticate/unlock',
  '/api/authenticate/oidc/callback',
] as const satisfies ApiPath[];

/**
 * Sign-in goes to the site's own origin, never to `gateweyURL`. So does single sign-on: the server
 * names the site's address to the provider (where it sends the browser back, also after signing
 * out, and what the admins' settings show) from the request's own host, and the start sets a
 * cookie that the callback must get back.
 */
const SITE_ORIGIN_PATHS: ReadonlySet<string> = new Set<ApiPath>([
  '/api/authenticate/login/user',
  ...SIGN_IN_STEPS,
  '/api/authenticate/oidc/start',
  '/api/authenticate/oidc/logout',
  '/api/v1/admin/sso',
]);

/** Calls that answer 401 as their own result (sign-in, the refresh itself, …) never refresh. */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set<ApiPath>([
  '/api/authenticate/login/user',
  ...SIGN_IN_STEPS,
  '/api/authenticate/register/user',
  REFRESH_PATH,
  '/api/authenticate/logout',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/reset-password',
  '/api/v1/tenant',
]);

/** The refresh cookie's path: calls below it (sign-in, registration, refresh, logout) send it. */
const REFRESH_COOKIE_PATH = '/api/authenticate/';

function baseUrlFor(pathname: string): string {
  const site = window.location.origin;
  if (SITE_ORIGIN_PATHS.has(pathname)) return site;
  const base = useSession.getState().gateweyURL ?? env.VITE_API_URL;
  return base ? base.replace(/\/+$/, '') : site;
}

function addressed(
  input: RequestInfo | URL,
  init: RequestInit = {},
): [RequestInfo | URL, RequestInit] {
  if (typeof input !== 'string') return [input, init];
  const pathname = input.split('?', 1)[0] ?? input;
  const credentials = pathname.startsWith(REFRESH_COOKIE_PATH) ? 'include' : 'same-origin';
  return [`${baseUrlFor(pathname)}${input}`, { credentials, ...init }];
}

/**
 * openapi-fetch builds every call's Request from its path and query. The address is chosen here,
 * when the call is made, because `gateweyURL` can change while the app runs (another tab).
 */
class ApiRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(...addressed(input, init));
  }
}

/** The network: an unreachable server is an ApiError too (an abort stays an abort). */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    throw networkError(cause);
  }
}

const serializeQuery = createQuerySerializer();

/** The one query-string rule: empty search words and filters are left out, as if not given. */
function queryString(query: Record<string, unknown>): string {
  return serializeQuery(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
}

/** Every failure reaches the caller as an ApiError; a suspended tenant shows the maintenance page. */
const throwApiErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const error = await errorFromResponse(response);
    if (error.code === 'tenant_suspended') navigateTo(MAINTENANCE_ROUTE);
    throw error;
  },
};

/**
 * The tenant, bearer, Accept and Accept-Language headers, read from the session and the chosen
 * language when the call is made: the server answers translated texts (vacancies, the tenant's
 * title) in the language on screen rather than the browser's.
 */
const sessionHeaders: Middleware = {
  onRequest({ request, schemaPath, params, options }) {
    const { headers } = request;
    if (!headers.has('Accept')) {
      headers.set('Accept', options.parseAs === 'json' ? 'application/json' : '*/*');
    }
    if (!headers.has('Accept-Language')) {
      headers.set('Accept-Language', useLocaleStore.getState().locale);
    }
    const { tenantID, token } = useSession.getState();
    // A call that names its tenant keeps it: a reset link names its own, and tenant resolution
    // names none (`undefined`) so that the server picks the tenant by the Host name.
    const namesTenant = params.header !== undefined && 'tenantid' in params.header;
    if (!namesTenant && tenantID) headers.set('tenantid', tenantID);
    // The refresh is authenticated by its cookie; the expired token has nothing to add.
    if (token && schemaPath !== REFRESH_PATH) headers.set('Authorization', `Bearer ${token}`);
    return undefined;
  },
};

let refreshInFlight: Promise<string | null> | null = null;
/** The token whose refresh already failed: later 401s for it must not try again. */
let failedRefreshFor: string | null | undefined;

async function exchangeRefreshCookie(): Promise<string | null> {
  try {
    const { data } = await api.POST(REFRESH_PATH);
    if (!data) return null;
    useSession.getState().tokenRefreshed(data.userData, data.accessToken);
    return data.accessToken;
  } catch (error) {
    // A locked session keeps its cookie: the lock screen's password opens it again.
    if (hasErrorCode(error, 'session_locked')) useSession.getState().lock();
    return null;
  }
}

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

/**
 * Token sign-out: the session goes (the deployment's keys stay) and the user signs in again. A
 * locked session stays: the app shell shows the lock screen instead.
 */
function expireSession() {
  if (useSession.getState().locked) return;
  useSession.getState().expire();
  navigateTo(LOGIN_ROUTE);
}

/** Each call's copy for a retry (its body can be sent only once), with the token it carried. */
const retryCopies = new WeakMap<Request, { copy: Request; token: string | null }>();

/**
 * A 401 gets one silent refresh and one retry with the new token; if the refresh fails, the
 * session ends and the user goes to /login. The 401 (or the retry's answer) goes on to the caller.
 * A 401 `session_locked` (from the call or from the refresh) locks the session instead: every tab
 * shows the lock screen, and the refresh cookie stays for the unlock.
 */
const refreshOn401: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!NO_REFRESH_PATHS.has(schemaPath)) {
      retryCopies.set(request, { copy: request.clone(), token: useSession.getState().token });
    }
    return undefined;
  },
  async onResponse({ request, response }) {
    const sent = retryCopies.get(request);
    if (response.status !== 401 || !sent) return undefined;
    if ((await errorFromResponse(response)).code === 'session_locked') {
      useSession.getState().lock();
      return undefined;
    }
    const freshToken = await refreshAfter401(sent.token);
    if (!freshToken) {
      expireSession();
      return undefined;
    }
    sent.copy.headers.set('Authorization', `Bearer ${freshToken}`);
    const retried = await send(sent.copy);
    if (retried.status === 401) {
      failedRefreshFor = freshToken;
      expireSession();
    }
    return retried;
  },
};

/**
 * The API, typed by the server's OpenAPI document (`schema.d.ts`): a wrong path, method, body,
 * parameter or answer is a compile error. Calls resolve to `{ data }`; every failure is thrown as
 * an ApiError (`network_error` when the server cannot be reached).
 */
export const api = createClient<paths>({
  Request: ApiRequest,
  fetch: send,
  querySerializer: queryString,
});
// onRequest runs in this order, onResponse in the reverse: the refresh retries a 401 before the
// error is thrown.
api.use(throwApiErrors, sessionHeaders, refreshOn401);

/** What a call answered; failures never get here (they are thrown). */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) {
    throw new ApiError({ status: response.status, code: 'unknown', message: 'Empty answer' });
  }
  return data;
}

/**
 * The options that send a file as the raw request body (avatar, CV, logo uploads). The original
 * name goes along for downloads; header values must be ASCII, so it is percent-encoded and the
 * server decodes it ("Lebenslauf Müller.pdf" survives).
 */
export function fileBody(file: Blob) {
  return {
    // The document types these bodies as byte arrays (`number[]`); the file is sent as it is.
    body: file as unknown as number[],
    bodySerializer: (body: unknown) => body,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'X-File-Name': file instanceof File ? encodeURIComponent(file.name) : undefined,
    },
  };
}

/** Test hook: forget any refresh in progress or failed. */
export function resetApiClientState() {
  refreshInFlight = null;
  failedRefreshFor = undefined;
}
