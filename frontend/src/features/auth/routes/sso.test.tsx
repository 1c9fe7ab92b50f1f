import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { reloadSessionFromStorage, useSession } from '@/lib/session/session-store';
import { setLeaveFor } from '@/lib/sso/leave-for';
import { captureSsoReturn } from '@/lib/sso/sso-return';
import { applicant, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const AUTHORIZATION_URL = 'https://idp.corp.test/authorize?client_id=erecruit&state=s-1';
const END_SESSION_URL = 'https://idp.corp.test/logout?client_id=erecruit';

/** Where the app sent the browser outside itself (the provider). */
function recordLeaving() {
  const left: string[] = [];
  setLeaveFor((address) => left.push(address));
  return left;
}

/** The tenant offers single sign-on as "Corp SSO"; the start's calls are counted. */
function ssoOffered() {
  const starts: string[] = [];
  server.use(
    http.get('/api/authenticate/oidc/provider', () =>
      HttpResponse.json({ enabled: true, displayName: 'Corp SSO' }),
    ),
    http.get('/api/authenticate/oidc/start', ({ request }) => {
      starts.push(`${new URL(request.url).origin} ${request.credentials}`);
      return HttpResponse.json({ authorizationUrl: AUTHORIZATION_URL });
    }),
  );
  return starts;
}

/** The callback answers `answer` (a body, or an error with its status); the bodies are kept. */
function callbackAnswering(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/authenticate/oidc/callback', async ({ request }) => {
      bodies.push(await request.json());
      expect(request.credentials).toBe('include');
      return answer();
    }),
  );
  return bodies;
}

const ssoStaff: Schemas['SessionUser'] = { ...staff, loggedInWith: 'oidc' };

/**
 * The provider sends the browser back to `/` with its answer: start-up (main.tsx) takes it out of
 * the address before the app renders, at the page that completes the sign-in.
 */
function backFromProvider(search: string, options: Parameters<typeof renderApp>[0] = {}) {
  window.history.replaceState(null, '', `/${search}`);
  captureSsoReturn();
  expect(window.location.pathname).toBe('/pages/single-sign-on');
  expect(window.location.search).toBe('');
  return renderApp({ ...options, url: window.location.pathname });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('single sign-on on the sign-in page', () => {
  it('is not offered when the tenant has none', async () => {
    renderApp({ url: '/login' });
    expect(await screen.findByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('offers “Sign in with …” and sends the browser to the provider', async () => {
    const starts = ssoOffered();
    const left = recordLeaving();
    sessionStorage.setItem('ssoReturnTo', JSON.stringify({ path: '/todo', email: 'x@y.z' }));
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp SSO' }));
    await waitFor(() => expect(left).toEqual([AUTHORIZATION_URL]));
    // The site's origin sets the cookie that ties the sign-in to this browser.
    expect(starts).toEqual([`${window.location.origin} include`]);
    // Started here, not on the lock screen: no locked page to go back to.
    expect(sessionStorage.getItem('ssoReturnTo')).toBeNull();
  });

  it('shows sso_required for a password and puts the provider’s button first in line', async () => {
    ssoOffered();
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json(errorBody('sso_required', 'Use single sign-on'), { status: 403 }),
      ),
    );
    useLocaleStore.getState().setLocale('fr');
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    const button = await screen.findByRole('button', { name: 'Se connecter avec Corp SSO' });
    expect(button).toHaveClass('btn-outline-primary');
    await user.type(screen.getByLabelText('E-mail'), 'staff@demo.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez vous connecter avec l’authentification unique de votre organisation.',
    );
    expect(button).toHaveClass('btn-primary');
    expect(button).toHaveFocus();
  });

  it('says so when the provider cannot be reached', async () => {
    ssoOffered();
    server.use(
      http.get('/api/authenticate/oidc/start', () =>
        HttpResponse.json(errorBody('sso_provider_unavailable', 'Bad gateway'), { status: 502 }),
      ),
    );
    const left = recordLeaving();
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp SSO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service did not answer. Please try again in a moment.',
    );
    expect(left).toEqual([]);
  });
});

describe('back from the provider', () => {
  it('takes code and state out of the address, posts them once and signs in', async () => {
    const bodies = callbackAnswering(() =>
      HttpResponse.json({ user: ssoStaff, accessToken: 'access-sso' }),
    );
    const { router } = backFromProvider('?code=code-1&state=state-1&iss=https%3A%2F%2Fidp');

    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(bodies).toEqual([{ code: 'code-1', state: 'state-1' }]);
    expect(localStorage.getItem('token')).toBe('access-sso');
    expect(useSession.getState().user).toMatchObject({ loggedInWith: 'oidc' });
  });

  it('goes on to the second factor when the account has one', async () => {
    callbackAnswering(() =>
      HttpResponse.json({
        mfaRequired: true,
        challenge: 'challenge-sso',
        enrolmentRequired: false,
      }),
    );
    const verified: unknown[] = [];
    server.use(
      http.post('/api/authenticate/mfa', async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ user: staff, accessToken: 'access-mfa' });
      }),
    );
    const user = userEvent.setup();
    const { router } = backFromProvider('?state=state-2&code=code-2');
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(verified).toEqual([{ challenge: 'challenge-sso', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe('access-mfa');
  });

  it('explains a refused sign-in, offers to try again and goes back to the password', async () => {
    callbackAnswering(() =>
      HttpResponse.json(errorBody('sso_state_invalid', 'Start again'), { status: 400 }),
    );
    const starts = ssoOffered();
    const left = recordLeaving();
    const user = userEvent.setup();
    const { router } = backFromProvider('?code=x&state=tampered');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The sign-in did not work' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used. Please start again.',
    );
    expect(router.state.location.pathname).toBe('/pages/single-sign-on');
    expect(localStorage.getItem('token')).toBeNull();
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(again).toHaveFocus();

    await user.click(again);
    await waitFor(() => expect(left).toEqual([AUTHORIZATION_URL]));
    expect(starts).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says why in the user’s language, with no way to try again when it cannot help', async () => {
    callbackAnswering(() =>
      HttpResponse.json(errorBody('sso_domain_not_allowed', 'Domain'), { status: 403 }),
    );
    useLocaleStore.getState().setLocale('de');
    backFromProvider('?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konten Ihrer E-Mail-Domain können sich hier nicht anmelden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    cleanup();

    callbackAnswering(() =>
      HttpResponse.json(errorBody('account_disabled', 'Disabled'), { status: 401 }),
    );
    backFromProvider('?code=c&state=s2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Konto ist deaktiviert.');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveFocus();
  });

  it('shows a cancel at the provider without calling the server', async () => {
    backFromProvider('?error=access_denied&error_description=User+cancelled&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in was cancelled at the sign-in service.',
    );
    // The provider's own words (which anyone could put in a link) are not shown.
    expect(screen.queryByText(/User cancelled/)).toBeNull();
  });

  it('has nothing to complete after a reload', async () => {
    const { router } = renderApp({ url: '/pages/single-sign-on' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves other addresses alone', () => {
    for (const address of ['/?code=only-a-code', '/?state=only-a-state', '/todo?code=c&state=s']) {
      window.history.replaceState(null, '', address);
      captureSsoReturn();
      expect(window.location.pathname + window.location.search).toBe(address);
    }
  });
});

describe('single sign-on on the lock screen', () => {
  async function lockedOn(url: string) {
    const rendered = renderApp({ user: applicant, url });
    await screen.findByRole('heading', { name: 'Change Password' });
    act(() => useSession.getState().lock());
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/pages/lock-screen'));
    return rendered;
  }

  it('signs in again with the provider, which unlocks every tab and goes back to the page', async () => {
    ssoOffered();
    const left = recordLeaving();
    const user = userEvent.setup();
    await lockedOn('/change-password?tab=2');
    expect(
      await screen.findByText(
        'You were away for a while. Sign in again to carry on where you left off.',
      ),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp SSO' }));
    await waitFor(() => expect(left).toEqual([AUTHORIZATION_URL]));
    expect(JSON.parse(sessionStorage.getItem('ssoReturnTo') ?? 'null')).toEqual({
      path: '/change-password?tab=2',
      email: 'applicant@demo.test',
    });

    // Back from the provider: the page loads anew, still locked.
    cleanup();
    reloadSessionFromStorage();
    const bodies = callbackAnswering(() =>
      HttpResponse.json({ user: { ...applicant, loggedInWith: 'oidc' }, accessToken: 'fresh' }),
    );
    const { router } = backFromProvider('?code=c-lock&state=s-lock', { tenantID: null });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(router.state.location.search).toBe('?tab=2');
    expect(bodies).toEqual([{ code: 'c-lock', state: 's-lock' }]);
    // The other tabs hear it: the lock is gone from storage, the new token is there.
    expect(localStorage.getItem('locked')).toBeNull();
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(sessionStorage.getItem('ssoReturnTo')).toBeNull();
  });

  it('goes to the home page when someone else signed in', async () => {
    sessionStorage.setItem(
      'ssoReturnTo',
      JSON.stringify({ path: '/change-password', email: 'applicant@demo.test' }),
    );
    localStorage.setItem('locked', JSON.stringify({ name: 'Ada Applicant' }));
    useSession.getState().signIn(applicant, 'locked-token');
    useSession.getState().lock();
    callbackAnswering(() => HttpResponse.json({ user: ssoStaff, accessToken: 'other' }));
    const { router } = backFromProvider('?code=c&state=s');
    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().locked).toBeNull();
  });

  it('points a password refused with sso_required to the provider', async () => {
    ssoOffered();
    server.use(
      http.post('/api/authenticate/unlock', () =>
        HttpResponse.json(errorBody('sso_required', 'Use single sign-on'), { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await lockedOn('/change-password');
    const button = await screen.findByRole('button', { name: 'Sign in with Corp SSO' });
    await user.type(screen.getByLabelText('Password'), 'demo-password-1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please sign in with your organisation’s single sign-on.',
    );
    expect(button).toHaveClass('btn-primary');
    expect(button).toHaveFocus();
  });
});

describe('Log Out after single sign-on', () => {
  it('ends the session here, then at the provider', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/api/authenticate/oidc/logout', ({ request }) => {
        calls.push(`address ${request.headers.get('authorization') ?? ''}`);
        return HttpResponse.json({ endSessionUrl: END_SESSION_URL });
      }),
      http.post('/api/authenticate/logout', () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const left = recordLeaving();
    const user = userEvent.setup();
    renderApp({ user: ssoStaff, url: '/' });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(left).toEqual([END_SESSION_URL]));
    expect(calls).toEqual(['address Bearer token-of-staff@demo.test', 'logout']);
    expect(localStorage.getItem('token')).toBeNull();
    // Back from the provider, the page is this tenant's site again.
    expect(localStorage.getItem('tenantID')).toBe('demo');
  });

  it('stays on the site when the session did not come from a provider', async () => {
    const left = recordLeaving();
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/' });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(left).toEqual([]);
  });
});
