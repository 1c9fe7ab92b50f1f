import { http, HttpResponse } from 'msw';
import { setNavigator } from '@/lib/navigation';
import { readStoredSession, useSession } from '@/lib/session/session-store';
import { applicant, demoTenant, errorBody } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { ApiError } from './api-error';
import { api, dataOf, fileBody } from './client';

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useSession.getState().setTenant('demo');
});

function signIn(token = 'old-token') {
  useSession.getState().signIn(applicant, token);
}

const me = { ...applicant, status: 'active', locale: 'en', createdAt: '', updatedAt: '' };

/** `/api/v1/me` answers 200 only to `validToken`, 401 otherwise. */
function meAcceptsOnly(validToken: string) {
  return http.get('/api/v1/me', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${validToken}`
      ? HttpResponse.json(me)
      : HttpResponse.json(errorBody('unauthorized', 'Please sign in.'), { status: 401 }),
  );
}

function refreshAnswering(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.post('/api/authenticate/refresh-token', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const getMe = () => dataOf(api.GET('/api/v1/me'));

describe('the API client', () => {
  it('sends the tenant, JSON and bearer headers', async () => {
    signIn('abc');
    let seen: Headers | undefined;
    server.use(
      http.put('/api/v1/me', async ({ request }) => {
        seen = request.headers;
        expect(await request.json()).toEqual({ name: 'Ada' });
        return HttpResponse.json(me);
      }),
    );

    await expect(dataOf(api.PUT('/api/v1/me', { body: { name: 'Ada' } }))).resolves.toEqual(me);
    expect(seen?.get('tenantid')).toBe('demo');
    expect(seen?.get('authorization')).toBe('Bearer abc');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/v1/tenant', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(demoTenant);
      }),
    );
    await api.GET('/api/v1/tenant');
    expect(authorization).toBeNull();
  });

  it('sends the tenant a call names, or none when it names none', async () => {
    const tenants: (string | null)[] = [];
    server.use(
      http.get('/api/v1/tenant', ({ request }) => {
        tenants.push(request.headers.get('tenantid'));
        return HttpResponse.json(demoTenant);
      }),
    );
    await api.GET('/api/v1/tenant', { params: { header: { tenantid: 'acme' } } });
    await api.GET('/api/v1/tenant', { params: { header: { tenantid: undefined } } });
    await api.GET('/api/v1/tenant');
    expect(tenants).toEqual(['acme', null, 'demo']);
  });

  it('uses gateweyURL as the base address, but sign-in stays on the site origin', async () => {
    useSession.setState({ gateweyURL: 'https://api.acme.test/' });
    const seen: string[] = [];
    server.use(
      http.get('https://api.acme.test/api/v1/me', () => {
        seen.push('gateway');
        return HttpResponse.json(me);
      }),
      http.post('/api/authenticate/login/user', ({ request }) => {
        seen.push(new URL(request.url).origin);
        return HttpResponse.json({ user: applicant, accessToken: 'a' });
      }),
    );
    await getMe();
    await api.POST('/api/authenticate/login/user', { body: { email: 'a@b.c', password: 'p' } });
    expect(seen).toEqual(['gateway', window.location.origin]);
  });

  it('sends the refresh cookie only to the calls under its path', async () => {
    const credentials: Record<string, RequestCredentials> = {};
    server.use(
      http.post('/api/authenticate/login/user', ({ request }) => {
        credentials.login = request.credentials;
        return HttpResponse.json({ user: applicant, accessToken: 'a' });
      }),
      http.get('/api/v1/me', ({ request }) => {
        credentials.me = request.credentials;
        return HttpResponse.json(me);
      }),
    );
    await api.POST('/api/authenticate/login/user', { body: { email: 'a@b.c', password: 'p' } });
    await getMe();
    expect(credentials).toEqual({ login: 'include', me: 'same-origin' });
  });

  it('builds query strings from typed parameters, leaving empty ones out', async () => {
    let search = '';
    server.use(
      http.get('/api/v1/admin/users', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: [], total: 0, page: 2, perPage: 10 });
      }),
    );
    await api.GET('/api/v1/admin/users', {
      params: { query: { q: '', role: 'staff', page: 2, perPage: 10 } },
    });
    expect(search).toBe('?role=staff&page=2&perPage=10');
  });

  it('passes other errors to the caller unchanged, with code and field codes', async () => {
    server.use(
      http.post('/api/authenticate/register/user', () =>
        HttpResponse.json(
          errorBody('email_taken', 'This email is already in use.', { email: 'email_taken' }),
          { status: 409 },
        ),
      ),
    );
    const error = await api
      .POST('/api/authenticate/register/user', {
        body: { email: 'a@b.c', password: 'long-enough', name: 'Ada' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'email_taken',
      fields: { email: { code: 'email_taken', message: 'Server wording for email_taken' } },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads an answer without the envelope as an unknown error', async () => {
    server.use(
      http.get('/api/v1/me', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 502, code: 'unknown', fields: {} });
  });

  it('sends the user to the maintenance page when the tenant is suspended', async () => {
    server.use(
      http.get('/api/v1/me', () =>
        HttpResponse.json(errorBody('tenant_suspended', 'Suspended'), { status: 423 }),
      ),
    );
    await expect(getMe()).rejects.toMatchObject({ code: 'tenant_suspended' });
    expect(navigate).toHaveBeenCalledWith('/misc/maintenance', { replace: true });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('new-token'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json({ userData: { ...applicant, person: 9 }, accessToken: 'new-token' }),
    );

    await expect(getMe()).resolves.toEqual(me);
    expect(refresh.count).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ person: 9 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries a refreshed call with its body', async () => {
    signIn('old-token');
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/me', async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('authorization') === 'Bearer new-token'
          ? HttpResponse.json(me)
          : HttpResponse.json(errorBody('unauthorized', 'Please sign in.'), { status: 401 });
      }),
    );
    refreshAnswering(() => HttpResponse.json({ userData: applicant, accessToken: 'new-token' }));

    await expect(dataOf(api.PUT('/api/v1/me', { body: { name: 'Ada' } }))).resolves.toEqual(me);
    expect(bodies).toEqual([{ name: 'Ada' }, { name: 'Ada' }]);
  });

  it('shares one refresh among concurrent 401s (a reused refresh token ends the session)', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('new-token'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json({ userData: applicant, accessToken: 'new-token' }),
    );

    const answers = await Promise.all([getMe(), getMe(), getMe()]);
    expect(answers).toEqual([me, me, me]);
    expect(refresh.count).toBe(1);
  });

  it('clears the session except gateweyURL and tenantID and goes to /login when refresh fails', async () => {
    localStorage.setItem('gateweyURL', window.location.origin);
    useSession.setState(readStoredSession());
    useSession.getState().setTenant('demo');
    signIn('old-token');
    useSession.getState().setDataErec({ erecruitmenttitle: 'Join us' });
    server.use(meAcceptsOnly('never'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json(errorBody('invalid_token', 'Invalid access token'), { status: 401 }),
    );

    const results = await Promise.allSettled([getMe(), getMe()]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refresh.count).toBe(1);
    expect(Object.keys(localStorage).sort()).toEqual(['gateweyURL', 'tenantID']);
    expect(useSession.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });

  it('uses the token another tab refreshed instead of presenting the used cookie again', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('tab-b-token'));
    const refresh = refreshAnswering(() => HttpResponse.json({}, { status: 500 }));
    // Tab B refreshed first and stored its token; this tab waits for the lock it held.
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      localStorage.setItem('token', 'tab-b-token');
      return callback();
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      await expect(getMe()).resolves.toEqual(me);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(request).toHaveBeenCalledWith('erecruit-token-refresh', expect.any(Function));
    expect(refresh.count).toBe(0);
    expect(useSession.getState().token).toBe('tab-b-token');
  });

  it('does not refresh for calls whose 401 is their answer (sign-in)', async () => {
    signIn('old-token');
    const refresh = refreshAnswering(() => HttpResponse.json({}));
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json(errorBody('invalid_credentials', 'Email Or Password Invalid'), {
          status: 401,
        }),
      ),
    );
    await expect(
      api.POST('/api/authenticate/login/user', { body: { email: 'a@b.c', password: 'p' } }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(refresh.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('locks the session on a session_locked answer, without a refresh or sign-out', async () => {
    signIn('old-token');
    const refresh = refreshAnswering(() => HttpResponse.json({}));
    server.use(
      http.get('/api/v1/me', () =>
        HttpResponse.json(errorBody('session_locked', 'The screen is locked.'), { status: 401 }),
      ),
    );
    await expect(getMe()).rejects.toMatchObject({ code: 'session_locked', status: 401 });
    expect(refresh.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: 'old-token', isLogin: true });
    expect(useSession.getState().locked).toEqual({ name: applicant.name });
    expect(JSON.parse(localStorage.getItem('locked') ?? 'null')).toEqual({ name: applicant.name });
  });

  it('locks the session when the refresh answers session_locked, keeping the sign-in', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('never'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json(errorBody('session_locked', 'The screen is locked.'), { status: 401 }),
    );
    await expect(getMe()).rejects.toMatchObject({ code: 'unauthorized' });
    expect(refresh.count).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('old-token');
    expect(useSession.getState().locked).not.toBeNull();
  });

  it('sends the second factor and the unlock to the site origin with the refresh cookie, never refreshing', async () => {
    useSession.setState({ gateweyURL: 'https://api.acme.test/' });
    signIn('old-token');
    const refresh = refreshAnswering(() => HttpResponse.json({}));
    const seen: string[] = [];
    server.use(
      http.post('/api/authenticate/mfa', ({ request }) => {
        seen.push(`${new URL(request.url).origin} ${request.credentials}`);
        return HttpResponse.json(errorBody('mfa_challenge_invalid', 'expired'), { status: 401 });
      }),
      http.post('/api/authenticate/unlock', ({ request }) => {
        seen.push(`${new URL(request.url).origin} ${request.credentials}`);
        return HttpResponse.json(errorBody('invalid_token', 'gone'), { status: 401 });
      }),
    );
    await expect(
      api.POST('/api/authenticate/mfa', { body: { challenge: 'c', code: '123456' } }),
    ).rejects.toMatchObject({ code: 'mfa_challenge_invalid' });
    await expect(
      api.POST('/api/authenticate/unlock', { body: { password: 'p' } }),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    expect(seen).toEqual([
      `${window.location.origin} include`,
      `${window.location.origin} include`,
    ]);
    expect(refresh.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends single sign-on to the site origin (the server names its address from there), the callback never refreshing', async () => {
    useSession.setState({ gateweyURL: 'https://api.acme.test/' });
    signIn('old-token');
    const refresh = refreshAnswering(() => HttpResponse.json({}));
    const seen: string[] = [];
    const record = (request: Request) =>
      seen.push(
        `${new URL(request.url).pathname} ${new URL(request.url).origin} ${request.credentials}`,
      );
    server.use(
      http.get('/api/authenticate/oidc/start', ({ request }) => {
        record(request);
        return HttpResponse.json({ authorizationUrl: 'https://idp.test/authorize' });
      }),
      http.post('/api/authenticate/oidc/callback', ({ request }) => {
        record(request);
        return HttpResponse.json(errorBody('account_disabled', 'disabled'), { status: 401 });
      }),
      http.get('/api/authenticate/oidc/logout', ({ request }) => {
        record(request);
        return HttpResponse.json({ endSessionUrl: null });
      }),
      http.get('/api/v1/admin/sso', ({ request }) => {
        record(request);
        return HttpResponse.json(errorBody('sso_not_configured', 'none'), { status: 404 });
      }),
    );
    await api.GET('/api/authenticate/oidc/start');
    await expect(
      api.POST('/api/authenticate/oidc/callback', { body: { code: 'c', state: 's' } }),
    ).rejects.toMatchObject({ code: 'account_disabled' });
    await api.GET('/api/authenticate/oidc/logout');
    await expect(api.GET('/api/v1/admin/sso')).rejects.toMatchObject({
      code: 'sso_not_configured',
    });
    const site = window.location.origin;
    expect(seen).toEqual([
      `/api/authenticate/oidc/start ${site} include`,
      `/api/authenticate/oidc/callback ${site} include`,
      `/api/authenticate/oidc/logout ${site} include`,
      `/api/v1/admin/sso ${site} same-origin`,
    ]);
    expect(refresh.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as network_error', async () => {
    server.use(http.get('/api/v1/me', () => HttpResponse.error()));
    await expect(getMe()).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });

  it('passes the caller’s AbortSignal, and an abort stays an abort', async () => {
    server.use(http.get('/api/v1/me', () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const call = api.GET('/api/v1/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('files', () => {
  it('are uploaded as the raw body with their type and name percent-encoded in X-File-Name', async () => {
    const seen: { type: string | null; name: string | null; body: string }[] = [];
    server.use(
      http.put('/api/v1/admin/settings/logo', async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          name: request.headers.get('x-file-name'),
          body: await request.text(),
        });
        return HttpResponse.json(demoTenant);
      }),
    );
    signIn();
    const file = new File(['png-bytes'], 'Logo – Café №1.png', { type: 'image/png' });
    await api.PUT('/api/v1/admin/settings/logo', fileBody(file));
    // A Blob (e.g. a cropped picture) has no name to send.
    await api.PUT('/api/v1/admin/settings/logo', fileBody(new Blob(['x'])));

    expect(seen[0]).toEqual({
      type: 'image/png',
      name: 'Logo%20%E2%80%93%20Caf%C3%A9%20%E2%84%961.png',
      body: 'png-bytes',
    });
    expect(decodeURIComponent(seen[0]?.name ?? '')).toBe('Logo – Café №1.png');
    expect(seen[1]).toMatchObject({ type: 'application/octet-stream', name: null, body: 'x' });
  });

  it('are downloaded as a Blob, accepting any type', async () => {
    let accept: string | null = null;
    server.use(
      http.get('/api/v1/me/cv', ({ request }) => {
        accept = request.headers.get('accept');
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    signIn();
    const blob = await dataOf(api.GET('/api/v1/me/cv', { parseAs: 'blob' }));
    expect(blob.type).toBe('application/pdf');
    await expect(blob.text()).resolves.toBe('%PDF-1.7');
    expect(accept).toBe('*/*');
  });
});
