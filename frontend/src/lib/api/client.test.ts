import { http, HttpResponse } from 'msw';
import { setNavigator } from '@/lib/navigation';
import { readStoredSession, useSession } from '@/lib/session/session-store';
import { applicant, errorBody } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { ApiError } from './api-error';
import { apiRequest } from './client';

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useSession.getState().setTenant('demo');
});

function signIn(token = 'old-token') {
  useSession.getState().signIn(applicant, token);
}

/** `/api/v1/me` answers 200 only to `validToken`, 401 otherwise. */
function meAcceptsOnly(validToken: string) {
  return http.get('/api/v1/me', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${validToken}`
      ? HttpResponse.json({ email: applicant.email })
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

describe('apiRequest', () => {
  it('sends the tenant, JSON and bearer headers', async () => {
    signIn('abc');
    let seen: Headers | undefined;
    server.use(
      http.put('/api/v1/me', async ({ request }) => {
        seen = request.headers;
        expect(await request.json()).toEqual({ name: 'Ada' });
        return HttpResponse.json({ ok: true });
      }),
    );

    await expect(
      apiRequest('/api/v1/me', { method: 'PUT', body: { name: 'Ada' } }),
    ).resolves.toEqual({ ok: true });
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
        return HttpResponse.json({});
      }),
    );
    await apiRequest('/api/v1/tenant');
    expect(authorization).toBeNull();
  });

  it('uses gateweyURL as the base address, but sign-in stays on the site origin', async () => {
    useSession.setState({ gateweyURL: 'https://api.acme.test/' });
    server.use(
      http.get('https://api.acme.test/api/v1/me', () => HttpResponse.json({ via: 'gateway' })),
      http.post('/api/authenticate/login/user', () => HttpResponse.json({ via: 'origin' })),
    );
    await expect(apiRequest('/api/v1/me')).resolves.toEqual({ via: 'gateway' });
    await expect(
      apiRequest('/api/authenticate/login/user', { method: 'POST', body: {}, siteOrigin: true }),
    ).resolves.toEqual({ via: 'origin' });
  });

  it('passes other errors to the caller unchanged, with code and fields', async () => {
    server.use(
      http.post('/api/authenticate/register/user', () =>
        HttpResponse.json(
          errorBody('email_taken', 'This email is already in use.', {
            email: 'This email is already in use.',
          }),
          { status: 409 },
        ),
      ),
    );
    const error = await apiRequest('/api/authenticate/register/user', {
      method: 'POST',
      body: {},
      skipRefresh: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'email_taken',
      fields: { email: 'This email is already in use.' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the user to the maintenance page when the tenant is suspended', async () => {
    server.use(
      http.get('/api/v1/me', () =>
        HttpResponse.json(errorBody('tenant_suspended', 'Suspended'), { status: 423 }),
      ),
    );
    await expect(apiRequest('/api/v1/me')).rejects.toMatchObject({ code: 'tenant_suspended' });
    expect(navigate).toHaveBeenCalledWith('/misc/maintenance', { replace: true });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('new-token'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json({ userData: { ...applicant, person: 9 }, accessToken: 'new-token' }),
    );

    await expect(apiRequest('/api/v1/me')).resolves.toEqual({ email: applicant.email });
    expect(refresh.count).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ person: 9 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s (a reused refresh token ends the session)', async () => {
    signIn('old-token');
    server.use(meAcceptsOnly('new-token'));
    const refresh = refreshAnswering(() =>
      HttpResponse.json({ userData: applicant, accessToken: 'new-token' }),
    );

    const answers = await Promise.all([
      apiRequest('/api/v1/me'),
      apiRequest('/api/v1/me'),
      apiRequest('/api/v1/me'),
    ]);
    expect(answers).toHaveLength(3);
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

    const results = await Promise.allSettled([apiRequest('/api/v1/me'), apiRequest('/api/v1/me')]);

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
      await expect(apiRequest('/api/v1/me')).resolves.toEqual({ email: applicant.email });
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(request).toHaveBeenCalledWith('erecruit-token-refresh', expect.any(Function));
    expect(refresh.count).toBe(0);
    expect(useSession.getState().token).toBe('tab-b-token');
  });

  it('does not refresh for calls whose 401 is their answer (sign-in)', async () => {
    const refresh = refreshAnswering(() => HttpResponse.json({}));
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json(errorBody('invalid_credentials', 'Email Or Password Invalid'), {
          status: 401,
        }),
      ),
    );
    await expect(
      apiRequest('/api/authenticate/login/user', { method: 'POST', body: {}, skipRefresh: true }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(refresh.count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as network_error', async () => {
    server.use(http.get('/api/v1/me', () => HttpResponse.error()));
    await expect(apiRequest('/api/v1/me')).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
    });
  });
});

describe('uploads', () => {
  it('send the raw file with its type and its name percent-encoded in X-File-Name', async () => {
    const seen: { type: string | null; name: string | null; body: string }[] = [];
    server.use(
      http.put('/api/v1/admin/settings/logo', async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          name: request.headers.get('x-file-name'),
          body: await request.text(),
        });
        return HttpResponse.json({});
      }),
    );
    signIn();
    const file = new File(['png-bytes'], 'Logo – Café №1.png', { type: 'image/png' });
    await apiRequest('/api/v1/admin/settings/logo', { method: 'PUT', file });
    // A Blob (e.g. a cropped picture) has no name to send.
    await apiRequest('/api/v1/admin/settings/logo', { method: 'PUT', file: new Blob(['x']) });

    expect(seen[0]).toEqual({
      type: 'image/png',
      name: 'Logo%20%E2%80%93%20Caf%C3%A9%20%E2%84%961.png',
      body: 'png-bytes',
    });
    expect(decodeURIComponent(seen[0]?.name ?? '')).toBe('Logo – Café №1.png');
    expect(seen[1]).toMatchObject({ type: 'application/octet-stream', name: null });
  });
});
