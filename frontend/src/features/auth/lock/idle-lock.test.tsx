import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { reloadSessionFromStorage, useSession } from '@/lib/session/session-store';
import { applicant, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const MINUTE = 60_000;

/** The tenant's idle timeout, and the lock call counted. */
function lockAfter(minutes: number) {
  const calls = { lock: 0 };
  server.use(
    http.get('/api/v1/tenant', () =>
      HttpResponse.json({ ...demoTenant, idleTimeoutMinutes: minutes }),
    ),
    http.post('/api/authenticate/lock', ({ request }) => {
      calls.lock += 1;
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** What another tab of the app does to storage, as this tab hears it. */
function otherTab(key: string, value: string | null) {
  act(() => {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    );
  });
}

async function openPage(url = '/change-password') {
  const rendered = renderApp({ user: applicant, url });
  await screen.findByRole('heading', { name: 'Change Password' });
  // The idle timer runs (its chunk has arrived) once it has recorded the page's opening.
  await waitFor(() => expect(localStorage.getItem('lastActivity')).not.toBeNull());
  return rendered;
}

async function expectLockScreen(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/pages/lock-screen'));
  expect(await screen.findByRole('heading', { name: 'Your session is locked' })).toBeVisible();
  // Nothing of the page, nor the app's menus, is left on screen.
  expect(screen.queryByRole('heading', { name: 'Change Password' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
}

describe('the lock screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks after the idle timeout with no activity in any tab, once, and asks for the password', async () => {
    const calls = lockAfter(1);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await openPage();

    // Activity here at 0 s; then another tab's at 40 s (it writes the shared time).
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    otherTab('lastActivity', String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(calls.lock).toBe(0);
    expect(router.state.location.pathname).toBe('/change-password');

    // A minute after the other tab's activity, with none since anywhere: locked.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(calls.lock).toBe(1));
    await expectLockScreen(router);
    expect(JSON.parse(localStorage.getItem('locked') ?? 'null')).toEqual({ name: 'Ada Applicant' });
    expect(screen.getByText('Ada Applicant')).toBeVisible();
    expect(screen.getByText('applicant@demo.test')).toBeVisible();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    // Locked, the timer waits: no second call however long it stays so.
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(calls.lock).toBe(1);
  });

  it('follows another tab: locked there, locked here; unlocked there, back here with its token', async () => {
    const calls = lockAfter(15);
    const { router } = await openPage('/change-password?tab=2');

    otherTab('locked', JSON.stringify({ name: 'Ada Applicant' }));
    await expectLockScreen(router);
    // The other tab told the server; this one does not again.
    expect(calls.lock).toBe(0);

    localStorage.setItem('token', 'token-from-the-other-tab');
    otherTab('locked', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(useSession.getState()).toMatchObject({
      token: 'token-from-the-other-tab',
      locked: null,
    });
  });

  it('unlocks with the password (a wrong one is said at the field) and returns where it was', async () => {
    lockAfter(15);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/authenticate/unlock', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        expect(request.credentials).toBe('include');
        return body.password === 'demo-password-1'
          ? HttpResponse.json({ user: applicant, accessToken: 'access-unlocked' })
          : HttpResponse.json(
              errorBody('validation_failed', 'invalid', { password: 'current_password_wrong' }),
              { status: 400 },
            );
      }),
    );
    const user = userEvent.setup();
    const { router } = await openPage();
    act(() => useSession.getState().lock());
    await expectLockScreen(router);

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'demo-password-1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(sent).toEqual([{ password: 'wrong-password' }, { password: 'demo-password-1' }]);
    expect(localStorage.getItem('token')).toBe('access-unlocked');
    expect(localStorage.getItem('locked')).toBeNull();
  });

  it('locks when the server answers session_locked, keeping the sign-in for the unlock', async () => {
    lockAfter(15);
    const refresh = vi.fn();
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json(errorBody('session_locked', 'The screen is locked.'), { status: 401 }),
      ),
      http.post('/api/authenticate/refresh-token', () => {
        refresh();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { router } = renderApp({ user: applicant, url: '/my-application' });
    await expectLockScreen(router);
    expect(refresh).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('token-of-applicant@demo.test');
    expect(localStorage.getItem('isLogin')).toBe('true');
  });

  it('stays locked after a reload', async () => {
    lockAfter(15);
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('tenantID', 'demo');
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ role: 'user', person: 7, email: 'applicant@demo.test' }),
    );
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('locked', JSON.stringify({ name: null }));
    reloadSessionFromStorage();
    const { router } = renderApp({ url: '/change-password' });
    await expectLockScreen(router);
    // This tab never knew the name: the address stands in for it.
    expect(screen.getByText('applicant@demo.test')).toBeVisible();
  });

  it('signs out from the lock screen', async () => {
    lockAfter(15);
    const user = userEvent.setup();
    const { router } = await openPage();
    act(() => useSession.getState().lock());
    await expectLockScreen(router);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('locked')).toBeNull();
  });

  it('never locks when the tenant’s timeout is 0', async () => {
    const calls = lockAfter(0);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp({ user: applicant, url: '/change-password' });
    await screen.findByRole('heading', { name: 'Change Password' });
    await act(() => vi.advanceTimersByTimeAsync(120 * MINUTE));
    expect(calls.lock).toBe(0);
    expect(router.state.location.pathname).toBe('/change-password');
  });
});
